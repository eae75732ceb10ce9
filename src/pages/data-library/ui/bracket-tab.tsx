// The competition page's 对阵 tab (docs/product-rules.md "Data library").
import type { Sport } from "@/shared/config";
import type { CompetitionInfo, SeasonRef } from "../api/library-requests";
import classes from "./competition-page.module.css";

export function BracketTab(_props: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  return <p className={classes.coming}>对阵建设中，敬请期待</p>;
}

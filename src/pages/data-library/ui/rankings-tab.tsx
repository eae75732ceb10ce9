// The competition page's 榜单 tab (docs/product-rules.md "Data library").
import type { Sport } from "@/shared/config";
import type { CompetitionInfo, SeasonRef } from "../api/library-requests";
import classes from "./competition-page.module.css";

export function RankingsTab(_props: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  return <p className={classes.coming}>榜单建设中，敬请期待</p>;
}

// The competition page's 数据 tab (docs/product-rules.md "Data library").
import type { Sport } from "@/shared/config";
import type { CompetitionInfo, SeasonRef } from "../api/library-requests";
import classes from "./competition-page.module.css";

export function TeamStatsTab(_props: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  return <p className={classes.coming}>数据建设中，敬请期待</p>;
}

// 赛程/赛果: the season's matches, asked for when the tab opens.
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { seasonMatchesQuery, type SeasonRef } from "../api/competition-requests";
import { SeasonMatches } from "./season-matches";
import { TabLoading } from "./tab-loading";
import classes from "./competition-page.module.css";

export function MatchesTab({ sport, season }: { sport: Sport; season: SeasonRef }) {
  const matches = useQuery(seasonMatchesQuery(sport, season));
  if (matches.isPending) return <TabLoading label="赛程加载中" />;
  if (matches.isError) return <p className={classes.coming}>{matches.error.message || "赛程加载失败"}</p>;
  return <SeasonMatches key={season.seasonId} matches={matches.data} sport={sport} />;
}

// A list row's time cell: the kick-off as HH:mm and, under it, the match's lottery issue labels
// (e.g. 周六001), every sport alike.
import { kickoffClock } from "@/shared/lib/clock-time";
import type { Match } from "../model/match-types";
import classes from "./kickoff-time.module.css";

export function KickoffTime({ match }: { match: Pick<Match, "matchTime" | "lotterys"> }) {
  const labels = Object.values(match.lotterys);
  return (
    <span className={classes.time}>
      <span>{kickoffClock(match.matchTime)}</span>
      {labels.length > 0 && (
        <span className={classes.lottery} data-testid="lottery" title={labels.join(" ")}>
          {labels.join(" ")}
        </span>
      )}
    </span>
  );
}

// A list row's time cell: the kick-off as HH:mm and, under it, the match's lottery issue labels
// (e.g. 周六001), every sport alike; on the boards' phone rows, which leave out the actions
// column, the row's follow star goes under it (`below`).
import type { ReactNode } from "react";
import { kickoffClock } from "@/shared/lib/clock-time";
import type { Match } from "../model/match-types";
import classes from "./kickoff-time.module.css";

export function KickoffTime({ match, below }: { match: Pick<Match, "matchTime" | "lotterys">; below?: ReactNode }) {
  const labels = Object.values(match.lotterys);
  const time = (
    <span className={classes.time}>
      <span>{kickoffClock(match.matchTime)}</span>
      {labels.length > 0 && (
        <span className={classes.lottery} data-testid="lottery" title={labels.join(" ")}>
          {labels.join(" ")}
        </span>
      )}
    </span>
  );
  if (below === undefined) return time;
  return (
    <span className={classes.stack}>
      {time}
      {below}
    </span>
  );
}

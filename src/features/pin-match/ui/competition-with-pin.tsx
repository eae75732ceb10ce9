// A list row's competition with the row's pin under it: the boards' phone rows, which leave out
// the actions column (the follow star goes under the time the same way).
import { CompetitionLabel, type CompetitionLabelProps } from "@/entities/competition";
import { PinButton } from "./pin-button";
import classes from "./competition-with-pin.module.css";

export function CompetitionWithPin({ competition, matchId, pinned }: CompetitionLabelProps & { matchId: number; pinned: boolean }) {
  return (
    <span className={classes.stack}>
      <CompetitionLabel competition={competition} />
      <PinButton matchId={matchId} pinned={pinned} />
    </span>
  );
}

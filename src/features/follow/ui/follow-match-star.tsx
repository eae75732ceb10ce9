// The follow star of a match row. Memoized on its three props, so a score push that
// re-renders the row leaves the star alone; a plain IconButton, as it mounts with every row that
// scrolls into view.
import { memo, useMemo, type MouseEvent } from "react";
import { FOLLOW_LABELS } from "../config/follow-config";
import type { FollowTarget } from "../lib/follow-target";
import { useFollowToggle } from "../model/use-follow-toggle";
import { IconButton } from "@/shared/ui/icon-button";
import { StarIcon } from "./star-icon";
import classes from "./follow-match-star.module.css";

export interface FollowMatchStarProps {
  matchId: number;
  /** 1 football, 2 basketball, 3 games. */
  sportType: number;
  /** The list's flag: 1 followed, 2 not. */
  hasFollow: number;
}

export const FollowMatchStar = memo(function FollowMatchStar({ matchId, sportType, hasFollow }: FollowMatchStarProps) {
  const target = useMemo((): FollowTarget => ({ kind: "match", matchId, sportType }), [matchId, sportType]);
  const { followed, pending, toggle } = useFollowToggle(target, hasFollow === 1);
  const onClick = (event: MouseEvent) => {
    // The row itself opens the match; the star only follows.
    event.stopPropagation();
    toggle();
  };
  return (
    <IconButton
      className={classes.star}
      aria-label={followed ? FOLLOW_LABELS.unfollow : FOLLOW_LABELS.follow}
      aria-pressed={followed}
      aria-busy={pending || undefined}
      data-followed={followed}
      onClick={onClick}
    >
      <StarIcon filled={followed} />
    </IconButton>
  );
});

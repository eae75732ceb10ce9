// The pin toggle of a row: pinned matches lead their section. The row already knows whether its
// match is pinned (its rows are built from the pins), so the button subscribes to nothing; it is
// memoized on its two props, so a score push that re-renders the row leaves it alone.
import { memo } from "react";
import { useUnit } from "effector-react";
import { IconButton } from "@/shared/ui/icon-button";
import { matchPinToggled } from "../model/pinned-matches";
import classes from "./pin-button.module.css";

function PinIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
      <path d="M9 4h6l-1 5 4 4H6l4-4-1-5zM12 13v7" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export const PinButton = memo(function PinButton({ matchId, pinned }: { matchId: number; pinned: boolean }) {
  const toggle = useUnit(matchPinToggled);
  const label = pinned ? "取消置顶" : "置顶";
  return (
    <IconButton
      className={pinned ? classes.pinned : undefined}
      aria-pressed={pinned}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        toggle(matchId);
      }}
    >
      <PinIcon filled={pinned} />
    </IconButton>
  );
});

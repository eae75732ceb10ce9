// Where the live popup opens, and which rows open it.
import type { Match } from "@/entities/match";

/** The popup opens at the cursor, shifted this far left: half its width, so it centres on the click. */
export const POPUP_SHIFT_X = 155;
export const POPUP_WIDTH = 2 * POPUP_SHIFT_X;

export const popupAnchorAt = (clientX: number, clientY: number): { left: number; top: number } => ({
  left: clientX - POPUP_SHIFT_X,
  top: clientY,
});

/** A row with anchors living on the match or previewing it opens the popup; others open the match detail. */
export const hasLiveRows = (match: Pick<Match, "living" | "preview">): boolean => match.living.length > 0 || match.preview.length > 0;

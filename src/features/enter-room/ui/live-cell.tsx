// The live column of a match row: viewer count (9999+ from 9999) and a 直播 mark while anchors are
// live. A match with anchors or previews opens the live popup at the click; any other opens the
// match's centre in a new tab. Memoized on its props: a score push re-renders the row, but keeps
// the match's living and preview arrays (and viewer count) as they were, so the cell stays put.
import { memo, useRef, useState, type MouseEvent } from "react";
import { hasLiveRows, type AnchorRef } from "@/entities/live-room";
import { viewerCountText } from "@/entities/match";
import type { Sport } from "@/shared/config";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { createOnDemand } from "@/shared/ui/on-demand";
import { popupAnchorAt } from "../lib/popup-position";
import type { LivePopupProps } from "./live-popup";
import classes from "./live-popup.module.css";

// The popup (its tabs, scroll area, anchor rows) downloads the first time a row's live cell opens it.
const LivePopup = createOnDemand(() => import("./live-popup").then((module) => module.LivePopup));

export interface LiveCellProps {
  matchId: number;
  sport: Sport;
  living: AnchorRef[];
  preview: AnchorRef[];
  peopleNum: number;
}

export const LiveCell = memo(function LiveCell({ matchId, sport, living, preview, peopleNum }: LiveCellProps) {
  const [anchor, setAnchor] = useState<LivePopupProps["anchor"] | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isLive = living.length > 0;
  const withRows = hasLiveRows({ living, preview });

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!withRows) {
      openInNewTab(ROUTES.liveRoom.href({ matchId, sport }));
      return;
    }
    // A keyboard press has no pointer position (detail 0): open under the cell instead.
    const rect = event.currentTarget.getBoundingClientRect();
    const at = event.detail === 0 ? { x: rect.left + rect.width / 2, y: rect.bottom } : { x: event.clientX, y: event.clientY };
    setAnchor(popupAnchorAt(at.x, at.y));
  };

  const onClose = (reason: "dismiss" | "escape") => {
    setAnchor(null);
    if (reason === "escape") button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.cell}
        onClick={onClick}
        title={withRows ? "直播与预告" : "比赛详情"}
        aria-haspopup={withRows ? "dialog" : undefined}
        aria-expanded={withRows ? anchor !== null : undefined}
        data-living={isLive || undefined}
      >
        {isLive && (
          <span className={classes.liveMark}>
            <span className={classes.liveDot} aria-hidden="true" />
            直播
          </span>
        )}
        <span className={classes.count}>{viewerCountText(peopleNum)}</span>
      </button>
      {anchor && <LivePopup matchId={matchId} sport={sport} anchor={anchor} onClose={onClose} />}
    </>
  );
});

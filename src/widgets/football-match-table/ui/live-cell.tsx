// The live column of a row: viewer count (9999+ from 9999) and a 直播 mark while anchors are
// live. A row with anchors or previews opens the live popup at the click; any other row opens
// the match detail in a new tab.
import { useRef, useState, type MouseEvent } from "react";
import { viewerCountText, type Match } from "@/entities/match";
import { matchDetailUrl, openInNewTab } from "../lib/live-rows-links";
import { hasLiveRows, popupAnchorAt } from "../lib/live-rows-format";
import { LivePopup, type LivePopupProps } from "./live-popup";
import classes from "./live-popup.module.css";

export function LiveCell({ match }: { match: Match }) {
  const [anchor, setAnchor] = useState<LivePopupProps["anchor"] | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const living = match.living.length > 0;
  const withRows = hasLiveRows(match);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!withRows) {
      openInNewTab(matchDetailUrl(match.matchId));
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
        data-living={living || undefined}
      >
        {living && (
          <span className={classes.liveMark}>
            <span className={classes.liveDot} aria-hidden="true" />
            直播
          </span>
        )}
        <span className={classes.count}>{viewerCountText(match.peopleNum)}</span>
      </button>
      {anchor && <LivePopup matchId={match.matchId} anchor={anchor} onClose={onClose} />}
    </>
  );
}

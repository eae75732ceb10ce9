// Hover card around a row's teams: key events timeline and 技术统计 bars (docs/product-rules.md
// "Match lists"). It opens after a short hover or on keyboard focus; its data is fetched then.
import { HoverCard, Loader } from "@mantine/core";
import { cloneElement, Fragment, isValidElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import { buildStatBars, buildTimeline, useMatchIncidents, type Match } from "@/entities/match";
import { HoverCardStats } from "./hover-card-stats";
import { HoverCardTimeline } from "./hover-card-timeline";
import classes from "./hover-card.module.css";

/** Long enough that sweeping the pointer down the list does not open a card on every row. */
export const HOVER_CARD_OPEN_DELAY_MS = 300;
const NOT_STARTED = 1;

const Empty = () => <p className={classes.empty}>暂无数据</p>;

function HoverCardBody({ matchId, skip }: { matchId: number; skip: boolean }) {
  const { data, isPending, isError } = useMatchIncidents(matchId, !skip);
  if (skip || isError) return <Empty />;
  if (isPending) return <Loader className={classes.loader} size="sm" aria-label="加载中" />;
  const entries = buildTimeline(data.incidents);
  const bars = buildStatBars(data.stats);
  if (entries.length === 0 && bars.length === 0) return <Empty />;
  return (
    <>
      {entries.length > 0 && <HoverCardTimeline entries={entries} />}
      {bars.length > 0 && <HoverCardStats bars={bars} />}
    </>
  );
}

interface TargetHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
}

/** One element is the target itself (no extra box in the row's layout); anything else gets a span. */
function withHandlers(children: ReactNode, handlers: TargetHandlers | Record<string, never>) {
  return isValidElement(children) && children.type !== Fragment ? (
    cloneElement(children as ReactElement<Partial<TargetHandlers>>, handlers)
  ) : (
    <span className={classes.target} {...handlers}>
      {children}
    </span>
  );
}

/** The open card: the row hands it its match, so it follows the row's pushes. */
function OpenHoverCard({ matchId, match, children, onClose }: { matchId: number; match: Match; children: ReactNode; onClose: () => void }) {
  return (
    <HoverCard initiallyOpened closeDelay={150} width={340} position="bottom" shadow="md" withinPortal onClose={onClose}>
      <HoverCard.Target>{withHandlers(children, {})}</HoverCard.Target>
      <HoverCard.Dropdown className={classes.card} aria-label="比赛事件">
        <div className={classes.teams}>
          <span>{match.homeTeam.name}</span>
          <span>{match.awayTeam.name}</span>
        </div>
        <HoverCardBody matchId={matchId} skip={match.statusId === NOT_STARTED} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/**
 * A Mantine HoverCard per row cost 15-20 ms per fast-scroll frame, so a row only mounts one once
 * the pointer has rested on its teams for the open delay (or they get keyboard focus), opened,
 * and unmounts it again when it closes. A closed card holds no subscription either: rows mount
 * on every scroll frame.
 */
export function MatchHoverCard({ matchId, match, children }: { matchId: number; match: Match; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (mounted) {
    return (
      <OpenHoverCard matchId={matchId} match={match} onClose={() => setMounted(false)}>
        {children}
      </OpenHoverCard>
    );
  }
  return withHandlers(children, {
    onPointerEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMounted(true), HOVER_CARD_OPEN_DELAY_MS);
    },
    onPointerLeave: () => clearTimeout(timer.current),
    onFocus: () => setMounted(true),
  });
}

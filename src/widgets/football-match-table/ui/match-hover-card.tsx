// Hover card around a row's teams: key events timeline and 技术统计 bars (spec 1 §2). It opens
// after a short hover or on keyboard focus; its data is fetched when it opens.
import { HoverCard, Loader } from "@mantine/core";
import { Fragment, isValidElement, type ReactNode } from "react";
import { useFootballMatch } from "@/entities/match";
import { useMatchInsight } from "../api/match-insight-request";
import { buildTimeline } from "../lib/match-insight-events";
import { buildStatBars } from "../lib/match-insight-stats";
import { HoverCardStats } from "./hover-card-stats";
import { HoverCardTimeline } from "./hover-card-timeline";
import classes from "./hover-card.module.css";

/** Long enough that sweeping the pointer down the list does not open a card on every row. */
export const HOVER_CARD_OPEN_DELAY_MS = 300;
const NOT_STARTED = 1;

const Empty = () => <p className={classes.empty}>暂无数据</p>;

function HoverCardBody({ matchId, skip }: { matchId: number; skip: boolean }) {
  const { data, isPending, isError } = useMatchInsight(matchId, !skip);
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

export function MatchHoverCard({ matchId, children }: { matchId: number; children: ReactNode }) {
  const match = useFootballMatch(matchId);
  // One element is the target itself (no extra box in the row's layout); anything else gets a span.
  const target = isValidElement(children) && children.type !== Fragment ? children : <span className={classes.target}>{children}</span>;
  return (
    <HoverCard openDelay={HOVER_CARD_OPEN_DELAY_MS} closeDelay={150} width={340} position="bottom" shadow="md" withinPortal>
      <HoverCard.Target>{target}</HoverCard.Target>
      <HoverCard.Dropdown className={classes.card} aria-label="比赛事件">
        <div className={classes.teams}>
          <span>{match?.homeTeam.name ?? "主队"}</span>
          <span>{match?.awayTeam.name ?? "客队"}</span>
        </div>
        <HoverCardBody matchId={matchId} skip={match?.statusId === NOT_STARTED} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

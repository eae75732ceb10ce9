// An open hover card (docs/product-rules.md "Match lists"): key events timeline and 技术统计
// bars, fetched when it opens. The row hands it its match, so it follows the row's pushes.
import type { ReactNode } from "react";
import { HoverCard, Loader } from "@mantine/core";
import { buildStatBars, buildTimeline, useMatchIncidents, type Match } from "@/entities/match";
import { HoverCardStats } from "./hover-card-stats";
import { HoverCardTimeline } from "./hover-card-timeline";
import { withHandlers } from "./hover-target";
import classes from "./hover-card.module.css";

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

export function OpenHoverCard({ match, children, onClose }: { match: Match; children: ReactNode; onClose: () => void }) {
  return (
    <HoverCard initiallyOpened closeDelay={150} width={340} position="bottom" shadow="md" withinPortal onClose={onClose}>
      <HoverCard.Target>{withHandlers(children, {})}</HoverCard.Target>
      <HoverCard.Dropdown className={classes.card} aria-label="比赛事件">
        <div className={classes.teams}>
          <span>{match.homeTeam.name}</span>
          <span>{match.awayTeam.name}</span>
        </div>
        <HoverCardBody matchId={match.matchId} skip={match.statusId === NOT_STARTED} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

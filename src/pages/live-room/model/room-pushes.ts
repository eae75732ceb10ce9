// What the socket says about the open room and its match (docs/product-rules.md "Live room"):
// a count per room of its 200/210/230 pushes (each asks for liveInfo again: viewers, name, ban,
// end) and the latest stats pushed for a match (32 football, 132 basketball: the subscription's
// answer and its changes).
import { createStore } from "effector";
import type { StatList } from "#wire";
import { basketballStatsReceived, footballStatsReceived, livingClosed, livingStarted, roomInfoChanged } from "@/shared/api";

export const $roomPushCounts = createStore<Readonly<Record<number, number>>>({}).on([roomInfoChanged, livingClosed, livingStarted], (counts, frame) =>
  frame.roomId ? { ...counts, [frame.roomId]: (counts[frame.roomId] ?? 0) + 1 } : counts,
);

export const $pushedStats = createStore<Readonly<Record<number, StatList["stats"]>>>({}).on(
  [footballStatsReceived, basketballStatsReceived],
  (stats, frame) => ({ ...stats, [frame.matchId]: frame.statList.stats }),
);

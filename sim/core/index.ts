// Public API of the simulated backend's core: a deterministic world (competitions, teams, match
// days, anchors, live rooms) and a live engine that plays it forward and pushes socket frames.
// Plain TypeScript with no Node-only or browser-only APIs, so both the dev server and MSW can use it.

import { createSimEngine, type SimEngine } from "./engine/sim-engine";
import { createSimWorld, type SimWorld } from "./world/sim-world";

/**
 * Options of {@link createSimCore}. Every field is optional.
 *
 * - `seed` (default 20261121): everything generated derives from it; same seed + same `now` +
 *   same `advance()` steps ⇒ same world and same frames.
 * - `now` (default `Date.now`): returns the starting simulated time (unix ms). Simulated time
 *   then moves only through `engine.advance(ms)` or `engine.start()`. In start() mode the same
 *   function is read as the wall clock, so a fixed `now` keeps a started engine still.
 * - `utcOffsetMinutes` (default the host's, `-new Date().getTimezoneOffset()`): minutes east of
 *   UTC for local day boundaries (480 = Beijing).
 * - `footballPerDay` (default 3000) / `basketballPerDay` (default 600): matches per day, ≤ 99 999.
 * - `messagesPerSecond` (default 0): extra football score frames per simulated second (benchmark
 *   load); each is a real change (corner or yellow) on a random in-play match.
 * - `basketballMessagesPerSecond` (default 0): the same for basketball: each frame is a 102 giving
 *   1–3 points to one side of a random in-play match (plus its 150 in overtime).
 * - `speed` (default 1): simulated ms per real ms in `engine.start()` mode.
 * - `goingTimeTicks` (default true): push a 12 frame each time an in-play football match's minute
 *   changes, and a 102 each time a basketball period's minutes left change.
 * - `anchorCount` (300), `livingTarget` (80), `previewTarget` (100): anchors, and the live rooms
 *   and previews the world starts with and the engine keeps near.
 * - `realtimeNextDayHours` (6): the realtime list also carries tomorrow's matches that kick off
 *   in its first N hours (the client's "next day" section).
 * - `maxDayDistance` (30): days further than this from the first day are served empty.
 */
export interface SimCoreOptions {
  seed?: number;
  now?: () => number;
  utcOffsetMinutes?: number;
  footballPerDay?: number;
  basketballPerDay?: number;
  footballCompetitions?: number;
  messagesPerSecond?: number;
  basketballMessagesPerSecond?: number;
  speed?: number;
  goingTimeTicks?: boolean;
  anchorCount?: number;
  livingTarget?: number;
  previewTarget?: number;
  realtimeNextDayHours?: number;
  maxDayDistance?: number;
}

export interface SimCore {
  world: SimWorld;
  engine: SimEngine;
}

/** Builds the world (today's days are generated now; other days on first use) and its engine. */
export function createSimCore(options: SimCoreOptions = {}): SimCore {
  const { messagesPerSecond, basketballMessagesPerSecond, speed, goingTimeTicks, ...worldOptions } = options;
  const world = createSimWorld(worldOptions);
  const engine = createSimEngine(world, {
    messagesPerSecond,
    basketballMessagesPerSecond,
    speed,
    goingTimeTicks,
    wallClock: options.now ?? (() => Date.now()),
  });
  return { world, engine };
}

export { createSimWorld, SimWorld, liveRow } from "./world/sim-world";
export type { MatchListQuery, ResolvedWorldOptions, SimWorldOptions } from "./world/sim-world";
export { createSimEngine, SimEngine } from "./engine/sim-engine";
export type { SimEngineOptions, StartOptions } from "./engine/sim-engine";
export { BAN_CLOSE_DELAY_MS } from "./engine/living-control";
export type { LivingControlAction, LivingControlRefusal, LivingControlResult } from "./engine/living-control";
export type { DeskAction, DeskRefusal, DeskResult } from "./engine/anchor-desk";
export { audienceOf } from "./engine/frames";
export { hasNoPredictions } from "./anchors/anchor-roster";
export { PREPARE_ID_STRIDE } from "./world/live-board";
export type { FrameAudience, FrameListener, SimFrame } from "./engine/frames";
export { createRecorder, parseRecording, replayRecording } from "./recording";
export type { ParsedRecordingLine, Recorder, RecordingLine, ReplayHandle, ReplayOptions } from "./recording";
export { renderLogoSvg } from "./logo-svg";
export { renderCompetitionLogoPng, renderTeamLogoPng } from "./logo-png";
export type { LogoKind } from "./logo-svg";
export { lotteryLabel, lotteryLabels, LOTTERY } from "./lottery";
export { DEFAULT_SEED, hashSeed, Random } from "./random";
export { addDays, dayKeyOf, dayStartMs, hostUtcOffsetMinutes, isDayKey, isoWeekday } from "./calendar";
export { SimulatedClock } from "./clock";
export type { SimClock } from "./clock";
export { parseMatchId, logoUrl } from "./ids";
export { isGoing, isOver } from "./schedule/match-progress";
export { hasLineup } from "./world/match-list-payload";
export { bytesToBase64, base64ToBytes } from "./base64";
export type {
  AnchorInfo,
  AnchorPrediction,
  HitRate,
  MatchListPayload,
  MultiPredictionHit,
  SimAnchor,
  SimCompetition,
  SimEndedRoom,
  SimLiveRoom,
  SimLiveRow,
  SimLottery,
  SimMatch,
  SimTeam,
  SocketMessage,
  Sport,
  WireMatch,
} from "./model";

// An anchor's live records and statistics (/v1/personal/anchor/myLivingRecord, myLivingStatistics):
// the streams that ended in this run (LiveBoard.endedRooms) after a seeded history of the days
// before the sim started, so a new run already has records to show.
import { SPORT_TYPE } from "#wire";
import { addDays, hashSeed, type SimAnchor, type SimEndedRoom, type SimMatch } from "../core";
import { MINUTE_MS } from "../core/calendar";
import type { SimBackend } from "../backend";

/** Days of seeded history before the sim's first day, and the statistics' window. */
const HISTORY_DAYS = 10;
const STATISTICS_DAYS = 30;
const DAY_MS = 86_400_000;

export interface LiveRecord {
  id: string;
  roomName: string;
  matchId: number;
  sportType: number;
  competitionName: string;
  homeTeamName: string;
  awayTeamName: string;
  /** Unix seconds. */
  startTime: number;
  endTime: number;
  /** Seconds on air. */
  duration: number;
  viewNumber: number;
  /** end, or illegal (closed by a ban). */
  status: "end" | "illegal";
}

function matchFields(backend: SimBackend, match: SimMatch | undefined) {
  const world = backend.world;
  return {
    matchId: match?.id ?? 0,
    sportType: match ? SPORT_TYPE[match.sport] : 0,
    competitionName: (match && world.competition(match.competitionId)?.shortName) ?? "",
    homeTeamName: (match && world.team(match.homeTeamId)?.name) ?? "",
    awayTeamName: (match && world.team(match.awayTeamId)?.name) ?? "",
  };
}

function recordOf(backend: SimBackend, room: SimEndedRoom, index: number): LiveRecord {
  return {
    id: `run-${room.roomId}-${index}`,
    roomName: room.roomName,
    ...matchFields(backend, backend.world.match(room.matchId)),
    startTime: Math.floor(room.startedAt / 1000),
    endTime: Math.floor(room.endedAt / 1000),
    duration: Math.max(0, Math.floor((room.endedAt - room.startedAt) / 1000)),
    viewNumber: room.viewNumber,
    status: room.livingRoomStatus,
  };
}

/** About two streams in five days, on a match of the anchor's sport that day, 1–3 hours long. */
function seededHistory(backend: SimBackend, anchor: SimAnchor): LiveRecord[] {
  const world = backend.world;
  const sport = anchor.sportType === 2 ? "basketball" : "football";
  const records: LiveRecord[] = [];
  for (let back = 1; back <= HISTORY_DAYS; back++) {
    if (hashSeed(anchor.customId, "live-history", back) % 5 >= 2) continue;
    const day = world.day(sport, addDays(world.originDayKey, -back));
    if (day.length === 0) continue;
    const match = day[hashSeed(anchor.customId, "live-history-match", back) % day.length]!;
    const startedAt = match.kickoffAt - 10 * MINUTE_MS;
    const duration = (60 + (hashSeed(anchor.customId, "live-history-len", back) % 120)) * 60;
    const names = matchFields(backend, match);
    records.push({
      id: `seed-${anchor.customId}-${back}`,
      roomName: `${names.homeTeamName} vs ${names.awayTeamName} 全场解说`,
      ...names,
      startTime: Math.floor(startedAt / 1000),
      endTime: Math.floor(startedAt / 1000) + duration,
      duration,
      viewNumber: 200 + (hashSeed(anchor.customId, "live-history-viewers", back) % 30_000),
      status: "end",
    });
  }
  return records; // newest first
}

/** Ended streams, the newest first. */
export function anchorRecords(backend: SimBackend, anchor: SimAnchor): LiveRecord[] {
  const run = (backend.world.board.endedRooms.get(anchor.customId) ?? []).map((room, i) => recordOf(backend, room, i)).reverse();
  return [...run, ...seededHistory(backend, anchor)];
}

/** The last 30 days: streams, time on air, viewers, the best audience; plus fans and whether live now. */
export function livingStatistics(backend: SimBackend, anchor: SimAnchor) {
  const since = Math.floor((backend.now() - STATISTICS_DAYS * DAY_MS) / 1000);
  const recent = anchorRecords(backend, anchor).filter((r) => r.endTime >= since);
  return {
    days: STATISTICS_DAYS,
    liveCount: recent.length,
    liveDuration: recent.reduce((sum, r) => sum + r.duration, 0),
    viewNumber: recent.reduce((sum, r) => sum + r.viewNumber, 0),
    maxViewNumber: recent.reduce((max, r) => Math.max(max, r.viewNumber), 0),
    fansCount: backend.accounts.fansCount(anchor.customId),
    living: backend.world.board.rooms.has(anchor.customId) ? 1 : 0,
  };
}

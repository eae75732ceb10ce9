// The simulated world: catalog, anchors, lazily built match days, live rooms, and the list
// queries the HTTP layer answers from. Its state only changes through the engine.

import { buildAnchors, DEFAULT_ANCHOR_COUNT } from "../anchors/anchor-roster";
import { addDays, dayKeyOf, dayStartMs, daysBetween, HOUR_MS, hostUtcOffsetMinutes, isDayKey, isoWeekday } from "../calendar";
import { buildCatalog, COMPETITION_COUNT, type Catalog } from "../catalog/catalog";
import { SimulatedClock } from "../clock";
import { DAY_INDEX_ORIGIN, parseMatchId } from "../ids";
import { renderLogoSvg, type LogoKind } from "../logo-svg";
import { lotteryLabels } from "../lottery";
import type { MatchListPayload, SimAnchor, SimCompetition, SimEndedRoom, SimLiveRoom, SimLiveRow, SimMatch, SimTeam, Sport, WireMatch } from "../model";
import { DEFAULT_SEED, hashSeed, Random } from "../random";
import { buildDay } from "../schedule/day-builder";
import { isGoing } from "../schedule/match-progress";
import { encodeMatchListPayload } from "#wire/codec";
import { LiveBoard } from "./live-board";
import { seedLiveBoard } from "./live-seed";
import { MatchListPayloadBuilder } from "./match-list-payload";

export interface SimWorldOptions {
  /** PRNG seed; default 20261121. */
  seed?: number;
  /** Start of simulated time (unix ms); default Date.now(). */
  now?: () => number;
  /** Minutes east of UTC used for day boundaries; default the host's offset. */
  utcOffsetMinutes?: number;
  /** Football matches per day; default 3000 (max 99 999). */
  footballPerDay?: number;
  /** Basketball matches per day; default 600. */
  basketballPerDay?: number;
  /** Football competitions in the catalogue; default 440 (the data library's menu bench asks for 500). */
  footballCompetitions?: number;
  /** Anchors; default 300. */
  anchorCount?: number;
  /** Living rooms the world starts with and the engine keeps near; default 80. */
  livingTarget?: number;
  /** Previews likewise; default 100. */
  previewTarget?: number;
  /** The realtime list also carries tomorrow's matches kicking off in its first N hours; default 6. */
  realtimeNextDayHours?: number;
  /** Days further than this from the first day are empty; default 30. */
  maxDayDistance?: number;
}

export type ResolvedWorldOptions = Required<Omit<SimWorldOptions, "now">>;

/** Optional on every query: matches the caller follows get hasFollow 1. */
interface QueryBase {
  followedMatchIds?: readonly number[];
}

export type MatchListQuery = QueryBase &
  (
    | { kind: "realtime" }
    | { kind: "topOne" }
    | { kind: "future"; date: string; competitionIds?: readonly number[] }
    | { kind: "history"; date: string; competitionIds?: readonly number[] }
    | { kind: "follow"; matchIds: readonly number[]; pageNum?: number; pageSize?: number }
  );

/** Yesterday's matches can still be in play this long after midnight. */
const LATE_MATCH_WINDOW_MS = 4 * HOUR_MS;

export class SimWorld {
  readonly options: ResolvedWorldOptions;
  readonly seed: number;
  readonly utcOffsetMinutes: number;
  readonly clock: SimulatedClock;
  readonly catalog: Catalog;
  readonly board: LiveBoard;
  /** Day keys are relative to this one for id allocation. */
  readonly originDayKey: string;
  /** Bumped on every state change, so callers can cache encoded lists. */
  revision = 0;

  private readonly anchorList: readonly SimAnchor[];
  private readonly anchorById = new Map<number, SimAnchor>();
  private readonly anchorByRoomId = new Map<number, SimAnchor>();
  private readonly days = new Map<string, SimMatch[]>();
  private readonly payloads: MatchListPayloadBuilder;

  constructor(options: SimWorldOptions = {}) {
    this.options = {
      seed: options.seed ?? DEFAULT_SEED,
      utcOffsetMinutes: options.utcOffsetMinutes ?? hostUtcOffsetMinutes(),
      footballPerDay: Math.min(99_999, Math.max(0, Math.floor(options.footballPerDay ?? 3000))),
      basketballPerDay: Math.min(99_999, Math.max(0, Math.floor(options.basketballPerDay ?? 600))),
      footballCompetitions: options.footballCompetitions ?? COMPETITION_COUNT.football,
      anchorCount: options.anchorCount ?? DEFAULT_ANCHOR_COUNT,
      livingTarget: options.livingTarget ?? 80,
      previewTarget: options.previewTarget ?? 100,
      realtimeNextDayHours: options.realtimeNextDayHours ?? 6,
      maxDayDistance: options.maxDayDistance ?? 30,
    };
    this.seed = this.options.seed;
    this.utcOffsetMinutes = this.options.utcOffsetMinutes;
    this.clock = new SimulatedClock(options.now ? options.now() : Date.now());
    this.originDayKey = dayKeyOf(this.clock.now(), this.utcOffsetMinutes);
    this.catalog = buildCatalog(this.seed, { football: this.options.footballCompetitions });
    this.anchorList = buildAnchors(this.seed, this.options.anchorCount);
    for (const a of this.anchorList) {
      this.anchorById.set(a.customId, a);
      this.anchorByRoomId.set(a.roomId, a);
    }
    this.payloads = new MatchListPayloadBuilder(this.catalog, this.anchorById);
    this.board = new LiveBoard(this.anchorById, (id) => this.match(id), (anchor, match) => this.roomTitle(anchor, match));
    this.seedLive();
  }

  now(): number {
    return this.clock.now();
  }

  touch(): void {
    this.revision++;
  }

  // ---- calendar -------------------------------------------------------------------------

  /** "YYYY-MM-DD" of the local day holding `at` (unix ms or a Date; default: now). */
  dayKey(at: number | Date = this.now()): string {
    return dayKeyOf(typeof at === "number" ? at : at.getTime(), this.utcOffsetMinutes);
  }

  todayKey(): string {
    return this.dayKey();
  }

  dayStartMs(dayKey: string): number {
    return dayStartMs(dayKey, this.utcOffsetMinutes);
  }

  /** The day's index in match ids, or undefined when outside the served range. */
  dayIndexOf(dayKey: string): number | undefined {
    if (!isDayKey(dayKey)) return undefined;
    const offset = daysBetween(this.originDayKey, dayKey);
    return Math.abs(offset) > this.options.maxDayDistance ? undefined : offset + DAY_INDEX_ORIGIN;
  }

  // ---- catalog --------------------------------------------------------------------------

  competitions(sport: Sport): readonly SimCompetition[] {
    return this.catalog.competitions[sport];
  }

  competition(id: number): SimCompetition | undefined {
    return this.catalog.competitionById.get(id);
  }

  hotCompetitionIds(sport: Sport): readonly number[] {
    return this.catalog.hot[sport];
  }

  topOneCompetitionIds(sport: Sport): readonly number[] {
    return this.catalog.topOne[sport];
  }

  team(id: number): SimTeam | undefined {
    return this.catalog.teamById.get(id);
  }

  teams(competitionId: number): SimTeam[] {
    const c = this.competition(competitionId);
    return c ? c.teamIds.map((id) => this.catalog.teamById.get(id)).filter((t): t is SimTeam => !!t) : [];
  }

  // ---- matches --------------------------------------------------------------------------

  /** One sport's matches of a local day, in kick-off order; built on first use, then cached. */
  day(sport: Sport, dayKey: string): readonly SimMatch[] {
    const cacheKey = `${sport}|${dayKey}`;
    const cached = this.days.get(cacheKey);
    if (cached) return cached;
    const dayIndex = this.dayIndexOf(dayKey);
    if (dayIndex === undefined) return [];
    const matches = buildDay({
      seed: this.seed,
      sport,
      dayKey,
      dayIndex,
      dayStartMs: this.dayStartMs(dayKey),
      weekday: isoWeekday(dayKey),
      count: sport === "football" ? this.options.footballPerDay : this.options.basketballPerDay,
      catalog: this.catalog,
      now: this.now(),
    });
    this.days.set(cacheKey, matches);
    return matches;
  }

  /** True once the day has been built (the engine arms only built days). */
  hasDay(sport: Sport, dayKey: string): boolean {
    return this.days.has(`${sport}|${dayKey}`);
  }

  /** Any match by id; builds its day if needed. */
  match(id: number): SimMatch | undefined {
    const parsed = parseMatchId(id);
    if (!parsed) return undefined;
    const dayKey = addDays(this.originDayKey, parsed.dayIndex - DAY_INDEX_ORIGIN);
    const m = this.day(parsed.sport, dayKey)[parsed.n - 1];
    return m && m.id === id ? m : undefined;
  }

  /** The realtime list: yesterday's still-running matches, all of today's, and tomorrow's early ones. */
  realtimeMatches(sport: Sport): SimMatch[] {
    const now = this.now();
    const today = this.todayKey();
    const todayStart = this.dayStartMs(today);
    const out: SimMatch[] = [];
    if (now - todayStart < LATE_MATCH_WINDOW_MS) {
      for (const m of this.day(sport, addDays(today, -1))) if (isGoing(m)) out.push(m);
    }
    out.push(...this.day(sport, today));
    const hours = this.options.realtimeNextDayHours;
    if (hours > 0) {
      const tomorrow = addDays(today, 1);
      const limit = this.dayStartMs(tomorrow) + hours * HOUR_MS;
      for (const m of this.day(sport, tomorrow)) {
        if (m.kickoffAt >= limit) break; // the day is in kick-off order
        out.push(m);
      }
    }
    return out;
  }

  /** The payload of one *_b list call (docs/wire-protocol.md), as a plain object. */
  matchListPayload(sport: Sport, query: MatchListQuery): MatchListPayload {
    const ctx = { now: this.now(), followed: new Set(query.followedMatchIds ?? []) };
    switch (query.kind) {
      case "realtime":
        return this.payloads.build(this.realtimeMatches(sport), ctx);
      case "topOne": {
        const top = new Set(this.topOneCompetitionIds(sport));
        return this.payloads.build(this.realtimeMatches(sport).filter((m) => top.has(m.competitionId)), ctx);
      }
      case "future":
      case "history": {
        let matches = this.day(sport, query.date);
        if (query.competitionIds && query.competitionIds.length > 0) {
          const wanted = new Set(query.competitionIds);
          matches = matches.filter((m) => wanted.has(m.competitionId));
        }
        return this.payloads.build(matches, ctx);
      }
      case "follow": {
        const pageSize = Math.max(1, query.pageSize ?? 20);
        const pageNum = Math.max(1, query.pageNum ?? 1);
        const found = [...new Set(query.matchIds)]
          .map((id) => this.match(id))
          .filter((m): m is SimMatch => !!m && m.sport === sport)
          .sort((a, b) => a.matchTime - b.matchTime || a.id - b.id);
        const page = found.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        for (const m of page) ctx.followed.add(m.id);
        return this.payloads.build(page, ctx);
      }
    }
  }

  /** One match as a list carries it (the matchInfo call); hasFollow 1 for `followedMatchIds`. */
  matchWire(matchId: number, followedMatchIds: readonly number[] = []): WireMatch | undefined {
    const m = this.match(matchId);
    return m && this.payloads.wireMatch(m, { now: this.now(), followed: new Set(followedMatchIds) });
  }

  encodeMatchList(payload: MatchListPayload): Uint8Array {
    return encodeMatchListPayload(payload);
  }

  /** lotteryId → issue label ("周六001", "北单123", "传足005") for the client model's `lotterys`. */
  lotteryLabels(matchId: number): Record<number, string> {
    const m = this.match(matchId);
    return m ? lotteryLabels(m.lotteries) : {};
  }

  // ---- anchors and live rooms -------------------------------------------------------------

  anchors(): readonly SimAnchor[] {
    return this.anchorList;
  }

  anchor(customId: number): SimAnchor | undefined {
    return this.anchorById.get(customId);
  }

  /** Living rooms, longest-running first. */
  liveRooms(): SimLiveRoom[] {
    return [...this.board.rooms.values()].sort((a, b) => a.startedAt - b.startedAt || a.roomId - b.roomId);
  }

  /** The living room with this room id (anchor identifier), if streaming. */
  liveRoom(roomId: number): SimLiveRoom | undefined {
    const anchor = this.anchorByRoomId.get(roomId);
    return anchor && this.board.rooms.get(anchor.customId);
  }

  /** The anchor whose room this is (every anchor has one room id, living or not). */
  anchorOfRoom(roomId: number): SimAnchor | undefined {
    return this.anchorByRoomId.get(roomId);
  }

  /** The anchor's stream now, else its last ended one in this run; undefined if it never streamed. */
  currentOrLastRoom(customId: number): SimLiveRoom | SimEndedRoom | undefined {
    return this.board.rooms.get(customId) ?? this.board.lastRooms.get(customId);
  }

  /** Every preview: which anchor announced which match. */
  previews(): { customId: number; matchId: number }[] {
    return [...this.board.previewOf.entries()].map(([customId, matchId]) => ({ customId, matchId }));
  }

  /** The live rows of /v1/match/livingNew: living anchors then previews, with prediction records. */
  livingForMatch(matchId: number): { livings: SimLiveRow[]; previews: SimLiveRow[] } {
    const m = this.match(matchId);
    if (!m) return { livings: [], previews: [] };
    const rows = (ids: readonly number[], livingType: SimLiveRow["livingType"]) =>
      ids.map((id) => this.anchorById.get(id)).filter((a): a is SimAnchor => !!a).map((a) => liveRow(a, livingType));
    return { livings: rows(m.living, "living"), previews: rows(m.previews, "preview") };
  }

  /** SVG for a logo URL /api/sim/logo/{kind}/{id}.svg; undefined for an unknown id. */
  logoSvg(kind: LogoKind, id: number): string | undefined {
    if (kind === "competition") {
      const c = this.competition(id);
      return c && renderLogoSvg(kind, id, c.shortName, c.color);
    }
    if (kind === "team") {
      const t = this.team(id);
      return t && renderLogoSvg(kind, id, t.name, t.color);
    }
    const a = this.anchor(id);
    return a && renderLogoSvg(kind, id, a.nickname, a.color);
  }

  private roomTitle(anchor: SimAnchor, match: SimMatch): string {
    const home = this.team(match.homeTeamId)?.name ?? "主队";
    const away = this.team(match.awayTeamId)?.name ?? "客队";
    return `${anchor.nickname}：${home} vs ${away}`;
  }

  private seedLive(): void {
    const now = this.now();
    const today = this.todayKey();
    const candidates = new Set<SimMatch>();
    for (const sport of ["football", "basketball"] as const) {
      for (const m of this.realtimeMatches(sport)) candidates.add(m);
      // Late in the day there is little left to preview today: look at tomorrow too.
      if (this.dayStartMs(addDays(today, 1)) - now < 12 * HOUR_MS) {
        for (const m of this.day(sport, addDays(today, 1))) candidates.add(m);
      }
    }
    const matches = [...candidates];
    seedLiveBoard({
      rng: new Random(hashSeed(this.seed, "live-seed", today)),
      now,
      catalog: this.catalog,
      anchors: this.anchorList,
      board: this.board,
      matches,
      livingTarget: this.options.livingTarget,
      previewTarget: this.options.previewTarget,
    });
  }
}

export function liveRow(a: SimAnchor, livingType: SimLiveRow["livingType"]): SimLiveRow {
  const p = a.prediction;
  return {
    avatar: a.avatar,
    nickname: a.nickname,
    anchorLevel: a.anchorLevel,
    predictionLevel: a.predictionLevel,
    identifier: a.roomId,
    customId: a.customId,
    livingType,
    multiPredictionHit: { ...p.multiPredictionHit },
    singleContinuousHitCount: p.singleContinuousHitCount,
    anchorPredictionData: { singleLatestHitRate: { ...p.singleLatestHitRate }, singleMonthHitRate: { ...p.singleMonthHitRate } },
    multiMaxOdds: p.multiMaxOdds,
  };
}

export function createSimWorld(options: SimWorldOptions = {}): SimWorld {
  return new SimWorld(options);
}

// The prediction schemes of one sim run (docs/api-calls.md "Prediction schemes"): the seeded
// schemes of the seeded anchors — each pick the very pick the match centre shows for that anchor
// and match (anchorPick), so both places agree — and the schemes anchors publish. A scheme locks
// at its first kick-off and is settled from the matches' results as the engine plays them: a
// sweep runs on the engine's frames (at most once a simulated second) and before every read, so
// settling needs no client.
import { BASKETBALL_STATUS as BB, FOOTBALL_STATUS as FB, sportTypeOf } from "#wire";
import type { SimBackend } from "../backend";
import { addDays, hasNoPredictions, hashSeed, liveRow, Random, type SimAnchor, type SimMatch } from "../core";
import { oddsBook, type OddsKind } from "../core/match-centre/odds";
import { anchorPick, settlePick, type Pick, type PickResult } from "../core/match-centre/predictions";
import { schemeOdds, schemeState, type SchemeState } from "../core/predictions/scheme-rules";
import type { SimAccount } from "../accounts/account-book";
import { finalScore, oddsInput, teamRef } from "./match-centre-inputs";

export interface SchemePick {
  matchId: number;
  pick: Pick;
}

export interface Scheme {
  schemeId: number;
  customId: number;
  sportType: 1 | 2;
  title: string;
  analysis: string;
  publishedAt: number;
  picks: SchemePick[];
  /** The first kick-off, once it happened; null while every match is still to start. */
  lockedAt: number | null;
  /** When the last pick was settled; null until then. */
  settledAt: number | null;
}

/** Statuses that end a match without a result: its picks are void (走水). */
const VOID = { football: new Set<number>([FB.POSTPONED, FB.ABANDONED, FB.CANCELLED]), basketball: new Set<number>([BB.CANCELLED, BB.POSTPONED, BB.ABANDONED]) };

const SWEEP_EVERY_MS = 1_000;

export class SchemeStore {
  private readonly schemes: Scheme[] = [];
  private nextId = 1;
  private lastSweep = 0;

  constructor(private readonly backend: SimBackend) {
    for (const scheme of seededSchemes(backend)) this.add(scheme);
    // Settle as the engine plays (its frames carry the results the sockets deliver).
    backend.onFrame(() => {
      if (backend.now() - this.lastSweep >= SWEEP_EVERY_MS) this.sweep();
    });
    this.sweep();
  }

  add(scheme: Omit<Scheme, "schemeId" | "lockedAt" | "settledAt">): Scheme {
    const stored: Scheme = { ...scheme, schemeId: this.nextId++, lockedAt: null, settledAt: null };
    this.schemes.push(stored);
    this.refresh(stored, this.backend.now());
    return stored;
  }

  /** Every scheme, newest first, after a sweep. */
  all(): Scheme[] {
    this.sweep();
    return [...this.schemes].sort((a, b) => b.publishedAt - a.publishedAt || b.schemeId - a.schemeId);
  }

  get(schemeId: number): Scheme | undefined {
    this.sweep();
    return this.schemes.find((s) => s.schemeId === schemeId);
  }

  private sweep(): void {
    const now = this.backend.now();
    this.lastSweep = now;
    for (const scheme of this.schemes) if (scheme.settledAt === null) this.refresh(scheme, now);
  }

  private refresh(scheme: Scheme, now: number): void {
    const matches = scheme.picks.map((p) => this.backend.world.match(p.matchId));
    if (scheme.lockedAt === null) {
      const kicks = matches.filter((m) => m && (m.statusId !== FB.NOT_STARTED || now >= m.kickoffAt)).map((m) => Math.min(m!.kickoffAt, now));
      if (kicks.length > 0) scheme.lockedAt = Math.min(...kicks);
    }
    if (scheme.picks.every((p, i) => pickResult(matches[i], p.pick) !== 0)) scheme.settledAt = now;
  }
}

export function pickResult(match: SimMatch | undefined, pick: Pick): PickResult {
  if (!match) return 3;
  if (VOID[match.sport].has(match.statusId)) return 3;
  const final = finalScore(match);
  return final ? settlePick(pick, final) : 0;
}

const stores = new WeakMap<SimBackend, SchemeStore>();

/** The run's scheme store, made (and seeded) on first use. */
export function schemeStoreOf(backend: SimBackend): SchemeStore {
  let store = stores.get(backend);
  if (!store) {
    store = new SchemeStore(backend);
    stores.set(backend, store);
  }
  return store;
}

/** The lead company's current values of each kind: what a published pick is priced from. */
export function currentLines(backend: SimBackend, match: SimMatch): Map<OddsKind, readonly number[]> {
  const lead = oddsBook(oddsInput(backend, match))[0];
  return new Map((lead?.markets ?? []).map((m) => [m.kind, m.current] as const));
}

// ---- seeding --------------------------------------------------------------------------

/** Share of the predicting anchors with seeded schemes, and their multi-pick share. */
const SEEDED_SHARE = 0.35;
const MULTI_SHARE = 0.4;

/** What anchorPick needs of a match: the match centre's own input (the lead company's opening lines). */
export function pickInputOf(backend: SimBackend, match: SimMatch) {
  const lead = oddsBook(oddsInput(backend, match))[0];
  return {
    seed: backend.world.seed,
    matchId: match.id,
    sport: match.sport,
    homeTeamName: teamRef(backend, match.homeTeamId).teamName,
    awayTeamName: teamRef(backend, match.awayTeamId).teamName,
    kickoffAt: match.matchTime * 1000,
    now: backend.world.now(),
    opening: new Map((lead?.markets ?? []).map((m) => [m.kind, m.opening] as const)),
    final: null,
  };
}

const ANALYSES = [
  "两队近期状态差距明显，主队主场战绩稳定，结合盘口走势，看好本场方向。",
  "客队连续客场不败，防守端表现出色，盘口变化显示机构对其信心十足。",
  "双方交锋历史进球偏多，近况攻强守弱，预计本场节奏较快。",
  "临场水位持续下调，资金明显流向一方，跟随主流方向。",
];

/** Yesterday's, today's and tomorrow's schemes of a share of the anchors who predict (deterministic). */
function seededSchemes(backend: SimBackend): Omit<Scheme, "schemeId" | "lockedAt" | "settledAt">[] {
  const { world } = backend;
  const today = world.todayKey();
  const days = [addDays(today, -1), today, addDays(today, 1)];
  const out: Omit<Scheme, "schemeId" | "lockedAt" | "settledAt">[] = [];
  for (const anchor of world.anchors()) {
    if (hasNoPredictions(anchor.customId)) continue;
    const rng = new Random(hashSeed(world.seed, "schemes", anchor.customId));
    if (!rng.chance(SEEDED_SHARE)) continue;
    const sport = anchor.sportType === 1 ? "football" : "basketball";
    const day = world.day(sport, rng.pick(days)).filter((m) => m.fixedStatus === 0);
    if (day.length === 0) continue;
    const size = rng.chance(MULTI_SHARE) ? rng.int(2, 4) : 1;
    const start = rng.int(0, Math.max(0, day.length - size));
    const matches = day.slice(start, start + size);
    const picks = matches.map((m) => ({ match: m, pick: anchorPick(pickInputOf(backend, m), anchor.customId) }));
    const first = picks[0]!;
    out.push({
      customId: anchor.customId,
      sportType: anchor.sportType,
      title: first.pick.title,
      analysis: rng.pick(ANALYSES),
      publishedAt: Math.min(...picks.map((p) => p.pick.publishedAt)),
      picks: picks.map((p) => ({ matchId: p.match.id, pick: p.pick.pick })),
    });
  }
  return out;
}

// ---- the wire row ----------------------------------------------------------------------

const scoreOf = (m: SimMatch, side: "home" | "away") => {
  const scores = side === "home" ? m.homeScores : m.awayScores;
  return m.sport === "football" ? (scores[0] ?? 0) : scores.reduce((a, b) => a + Math.max(0, b), 0);
};

/** The anchor part of a row: the seeded anchor's levels and record, else the account's name. */
function authorOf(backend: SimBackend, customId: number) {
  const anchor: SimAnchor | undefined = backend.world.anchor(customId);
  if (anchor) {
    const { livingType: _living, ...row } = liveRow(anchor, "preview");
    return row;
  }
  const account: SimAccount | undefined = backend.accounts.book.get(customId);
  return { customId, nickname: account?.nickname ?? "", avatar: account?.avatar ?? "", anchorLevel: 0, predictionLevel: 0, identifier: account?.identifier ?? 0 };
}

export function schemeRow(backend: SimBackend, scheme: Scheme) {
  const { world } = backend;
  const picks = scheme.picks.map(({ matchId, pick }) => {
    const m = world.match(matchId);
    return {
      matchId,
      competitionName: (m && world.competition(m.competitionId)?.shortName) ?? "",
      homeTeamName: m ? teamRef(backend, m.homeTeamId).teamName : "",
      awayTeamName: m ? teamRef(backend, m.awayTeamId).teamName : "",
      matchTime: m?.matchTime ?? 0,
      statusId: m?.statusId ?? 0,
      homeScore: m ? scoreOf(m, "home") : 0,
      awayScore: m ? scoreOf(m, "away") : 0,
      pick,
      result: pickResult(m, pick),
    };
  });
  const state: SchemeState = schemeState(scheme.lockedAt !== null, picks.map((p) => p.result));
  return {
    ...authorOf(backend, scheme.customId),
    schemeId: scheme.schemeId,
    sportType: scheme.sportType,
    forecastType: scheme.picks.length > 1 ? 2 : 1,
    title: scheme.title,
    analysis: scheme.analysis,
    publishedAt: scheme.publishedAt,
    lockedAt: scheme.lockedAt,
    settledAt: scheme.settledAt,
    state,
    odds: schemeOdds(scheme.picks.map((p) => p.pick)),
    hitCount: picks.filter((p) => p.result === 1).length,
    picks,
  };
}

export const sportTypeOfMatch = (m: SimMatch): 1 | 2 => sportTypeOf(m.sport) as 1 | 2;

// A season's knockout brackets (docs/api-calls.md "Brackets"). Football cups: the top two of each
// group play single-match rounds down to the final, with a third-place match (basketball cups the
// same, one game each). Basketball leagues: the best eight (competition 1: eight per conference,
// after a play-in for seeds 7 and 8) play best-of-seven series. Seeds come from the season's standings; a round whose teams are not
// decided yet has 待定 slots (teamId null); results are seeded by the season and the match-up.
import type { SimCompetition, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import { CONFERENCE_COMPETITION_ID } from "./conferences";
import type { LibraryMatch } from "./library-match";
import { finishedStatusOf } from "./season-matches";
import type { SimSeason } from "./seasons";
import { standingsOf, type StandingRow, type StandingTable } from "./standings";

/** What a round is, for the slot rules: first round or 1/8 → 8 slots, 1/4 → 4, semifinal 2, final 1. */
export type RoundType = "first" | "eighth" | "quarter" | "semi" | "final" | "third" | "playIn";

export interface BracketSide {
  teamId: number | null;
  name: string;
  logo: string;
  /** Goals (football) or series wins (basketball); null before it is played. */
  score: number | null;
  /** Football: the shoot-out after a draw. */
  penalty: number | null;
}

export interface MatchUp {
  /** 1… within the stage, in round order then top to bottom. */
  number: number;
  home: BracketSide;
  away: BracketSide;
  winnerTeamId: number | null;
  /** Unix seconds of the (first) game. */
  matchTime: number;
  /** Basketball: each game of the series, home side first as in the match-up. */
  games: { homeScore: number; awayScore: number }[];
  /** The match-up's matches in the season's matches (/comp/matches): one per game played. */
  matchIds: number[];
}

export interface BracketRound {
  nameZh: string;
  roundType: RoundType;
  matchUps: MatchUp[];
}

export interface BracketStage {
  stageId: number;
  /** Football stage kinds (6 playoff) or basketball ones (6 play-in, 2 playoffs). */
  kind: number;
  nameZh: string;
  groups: { name: string; rounds: BracketRound[] }[];
  thirdPlaceGroups: { name: string; rounds: BracketRound[] }[];
}

const DAY_S = 86_400;
const FOOTBALL_KNOCKOUT_DAY = 170;
const BASKETBALL_PLAY_IN_DAY = 300;
const BASKETBALL_PLAYOFF_DAY = 305;
/** Basketball tables of this many teams or more have a play-in (docs/api-calls.md promotion zones). */
const PLAY_IN_TABLE_SIZE = 12;
const ROUND_GAP_DAYS = { football: 21, basketball: 14 } as const;

const FOOTBALL_ROUNDS: Readonly<Record<number, { nameZh: string; roundType: RoundType }>> = {
  16: { nameZh: "1/8决赛", roundType: "eighth" },
  8: { nameZh: "1/4决赛", roundType: "quarter" },
  4: { nameZh: "半决赛", roundType: "semi" },
  2: { nameZh: "决赛", roundType: "final" },
};
/** Competition 1's playoffs: two conferences of eight. */
const CONFERENCE_ROUNDS: Readonly<Record<number, { nameZh: string; roundType: RoundType }>> = {
  16: { nameZh: "首轮", roundType: "first" },
  8: { nameZh: "分区半决赛", roundType: "quarter" },
  4: { nameZh: "分区决赛", roundType: "semi" },
  2: { nameZh: "总决赛", roundType: "final" },
};
/** Other basketball leagues' playoffs: one table's best eight (or four). */
const LEAGUE_PLAYOFF_ROUNDS: Readonly<Record<number, { nameZh: string; roundType: RoundType }>> = {
  16: { nameZh: "首轮", roundType: "first" },
  8: { nameZh: "1/4决赛", roundType: "quarter" },
  4: { nameZh: "半决赛", roundType: "semi" },
  2: { nameZh: "总决赛", roundType: "final" },
};

interface Context {
  competition: SimCompetition;
  season: SimSeason;
  rng: Random;
  teamOf: (id: number) => SimTeam | undefined;
  nowS: number;
  /** The stage's seeds are known (its qualifying matches all finished). */
  seeded: boolean;
}

const side = (ctx: Context, teamId: number | null): BracketSide => {
  const team = teamId === null ? undefined : ctx.teamOf(teamId);
  return { teamId, name: team?.name ?? "待定", logo: team?.logo ?? "", score: null, penalty: null };
};

const strength = (ctx: Context, id: number) => ctx.teamOf(id)?.strength ?? 1;

/** Plays a match-up if both teams are known and its date has passed; returns the winner or null. */
function play(ctx: Context, up: MatchUp): number | null {
  const { home, away } = up;
  if (home.teamId === null || away.teamId === null || up.matchTime > ctx.nowS) return null;
  const hs = strength(ctx, home.teamId);
  const as = strength(ctx, away.teamId);
  if (ctx.competition.sport === "football") {
    home.score = ctx.rng.poisson(1.35 * (hs / as) ** 0.8);
    away.score = ctx.rng.poisson(1.15 * (as / hs) ** 0.8);
    if (home.score === away.score) {
      const homeTakesShootout = ctx.rng.chance(hs / (hs + as));
      const loserGoals = ctx.rng.int(2, 4);
      home.penalty = homeTakesShootout ? loserGoals + 1 : loserGoals;
      away.penalty = homeTakesShootout ? loserGoals : loserGoals + 1;
    }
    const homeWins = home.score > away.score || (home.score === away.score && (home.penalty ?? 0) > (away.penalty ?? 0));
    return homeWins ? home.teamId : away.teamId;
  }
  // A basketball cup's knockout: one game, as at a world cup.
  if (ctx.competition.isCup) return playOne(ctx, up);
  // Best of seven: the first to four wins.
  home.score = 0;
  away.score = 0;
  while (home.score < 4 && away.score < 4) {
    let h = Math.round(104 * hs ** 0.3 + ctx.rng.float(-12, 12) + 2);
    let a = Math.round(104 * as ** 0.3 + ctx.rng.float(-12, 12));
    if (h === a) (ctx.rng.chance(0.5) ? (h += ctx.rng.int(1, 6)) : (a += ctx.rng.int(1, 6)));
    up.games.push({ homeScore: h, awayScore: a });
    if (h > a) home.score++;
    else away.score++;
  }
  return home.score === 4 ? home.teamId : away.teamId;
}

/** Single-elimination rounds from seeds in bracket order (pairs 0–1, 2–3 …); the losers of the last-but-one round, for a third-place match. */
function elimination(ctx: Context, seeds: (number | null)[], firstDay: number, names: Record<number, { nameZh: string; roundType: RoundType }>, counter: { n: number }) {
  const rounds: BracketRound[] = [];
  let entrants = seeds;
  let semiLosers: (number | null)[] = [];
  let day = firstDay;
  const seasonStart = Date.UTC(ctx.season.startYear, 7, 1) / 1000;
  while (entrants.length >= 2) {
    const name = names[entrants.length] ?? { nameZh: `${entrants.length}强`, roundType: "first" as const };
    const matchUps: MatchUp[] = [];
    const winners: (number | null)[] = [];
    const losers: (number | null)[] = [];
    for (let i = 0; i + 1 < entrants.length; i += 2) {
      const up: MatchUp = {
        number: ++counter.n,
        home: side(ctx, entrants[i] ?? null),
        away: side(ctx, entrants[i + 1] ?? null),
        winnerTeamId: null,
        matchTime: seasonStart + day * DAY_S + 19 * 3600,
        games: [],
        matchIds: [],
      };
      up.winnerTeamId = ctx.seeded ? play(ctx, up) : null;
      winners.push(up.winnerTeamId);
      losers.push(up.winnerTeamId === null ? null : up.winnerTeamId === up.home.teamId ? up.away.teamId : up.home.teamId);
      matchUps.push(up);
    }
    if (entrants.length === 4) semiLosers = losers;
    rounds.push({ ...name, matchUps });
    entrants = winners;
    day += ROUND_GAP_DAYS[ctx.competition.sport];
  }
  return { rounds, semiLosers, lastDay: day - ROUND_GAP_DAYS[ctx.competition.sport] };
}

/** The largest power of two ≤ n (at least 2). */
const powerOfTwoAtMost = (n: number) => 2 ** Math.max(1, Math.floor(Math.log2(Math.max(2, n))));

/** Seeds 1…n into bracket order, so 1 meets n, and 1 and 2 can only meet in the final. */
export function bracketOrder(n: number): number[] {
  let order = [1];
  while (order.length < n) {
    const size = order.length * 2;
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return order;
}

const byMerit = (a: StandingRow, b: StandingRow) =>
  b.points - a.points || b.pointsFor - b.pointsAgt - (a.pointsFor - a.pointsAgt) || b.pointsFor - a.pointsFor;

/**
 * A cup's knockout entrants in bracket order (pairs 0–1, 2–3 …). 2, 4, 8 … groups: each group's
 * winner against the next group's runner-up. Other counts (3 groups of a 12-team cup): every group
 * winner and the best runners-up fill the draw, the best against the worst, never two of a group
 * in the first round.
 */
function cupEntrants(tables: readonly StandingTable[], size: number): (number | null)[] {
  const n = tables.length;
  if (n * 2 === size) return tables.flatMap((t, g) => [t.rows[0]?.teamId ?? null, tables[(g + 1) % n]!.rows[1]?.teamId ?? null]);
  const entry = (t: StandingTable, g: number, place: number) => (t.rows[place] ? [{ row: t.rows[place], g }] : []);
  const winners = tables.flatMap((t, g) => entry(t, g, 0)).sort((a, b) => byMerit(a.row, b.row));
  const runners = tables.flatMap((t, g) => entry(t, g, 1)).sort((a, b) => byMerit(a.row, b.row));
  const ranked = [...winners, ...runners].slice(0, size);
  const order = bracketOrder(size).map((seed) => ranked[seed - 1]);
  for (let i = 0; i + 1 < order.length; i += 2) {
    if (order[i] && order[i]?.g === order[i + 1]?.g) {
      const j = (i + 3) % order.length;
      [order[i + 1], order[j]] = [order[j], order[i + 1]];
    }
  }
  return order.map((e) => e?.row.teamId ?? null);
}

/** A cup's knockout after its groups (football kind 6 playoff; basketball kind 2, single games). */
function cupStages(ctx: Context, matches: readonly LibraryMatch[]): BracketStage[] {
  const tables = standingsOf(ctx.competition, matches, ctx.teamOf).tables;
  const size = powerOfTwoAtMost(tables.length * 2);
  const qualified = ctx.seeded ? cupEntrants(tables, size) : Array.from({ length: size }, () => null);
  const counter = { n: 0 };
  const { rounds, semiLosers, lastDay } = elimination(ctx, qualified, FOOTBALL_KNOCKOUT_DAY, FOOTBALL_ROUNDS, counter);
  const thirdPlaceGroups: BracketStage["thirdPlaceGroups"] = [];
  if (semiLosers.length === 2) {
    const third = elimination(ctx, semiLosers, lastDay, { 2: { nameZh: "季军赛", roundType: "third" } }, counter);
    thirdPlaceGroups.push({ name: "季军赛", rounds: third.rounds });
  }
  const kind = ctx.competition.sport === "football" ? 6 : 2;
  return [{ stageId: ctx.season.seasonId * 10 + kind, kind, nameZh: "淘汰赛", groups: [{ name: "", rounds }], thirdPlaceGroups }];
}

/** Play-in per conference: 7 v 8 (winner seed 7), 9 v 10, then the 7–8 loser v the 9–10 winner (seed 8). */
function playIn(ctx: Context, conferences: (number | null)[][], counter: { n: number }): { stage: BracketStage; seeds78: (number | null)[][] } {
  const seasonStart = Date.UTC(ctx.season.startYear, 7, 1) / 1000;
  const first: MatchUp[] = [];
  const second: MatchUp[] = [];
  const seeds78: (number | null)[][] = [];
  const makeUp = (home: number | null, away: number | null, day: number): MatchUp => {
    const up: MatchUp = { number: ++counter.n, home: side(ctx, home), away: side(ctx, away), winnerTeamId: null, matchTime: seasonStart + day * DAY_S + 19 * 3600, games: [], matchIds: [] };
    up.winnerTeamId = ctx.seeded ? playOne(ctx, up) : null;
    return up;
  };
  const loserOf = (up: MatchUp) => (up.winnerTeamId === null ? null : up.winnerTeamId === up.home.teamId ? up.away.teamId : up.home.teamId);
  const ups78 = conferences.map((ids) => makeUp(ids[6] ?? null, ids[7] ?? null, BASKETBALL_PLAY_IN_DAY));
  const ups910 = conferences.map((ids) => makeUp(ids[8] ?? null, ids[9] ?? null, BASKETBALL_PLAY_IN_DAY));
  conferences.forEach((_, c) => {
    first.push(ups78[c]!, ups910[c]!);
    const last = makeUp(loserOf(ups78[c]!), ups910[c]!.winnerTeamId, BASKETBALL_PLAY_IN_DAY + 2);
    second.push(last);
    seeds78.push([ups78[c]!.winnerTeamId, last.winnerTeamId]);
  });
  const stage: BracketStage = {
    stageId: ctx.season.seasonId * 10 + 6,
    kind: 6,
    nameZh: "附加赛",
    groups: [{ name: "", rounds: [{ nameZh: "附加赛 第一轮", roundType: "playIn", matchUps: first }, { nameZh: "附加赛 第二轮", roundType: "playIn", matchUps: second }] }],
    thirdPlaceGroups: [],
  };
  return { stage, seeds78 };
}

/** A play-in game: one game, no draw. */
function playOne(ctx: Context, up: MatchUp): number | null {
  if (up.home.teamId === null || up.away.teamId === null || up.matchTime > ctx.nowS) return null;
  let h = Math.round(104 * strength(ctx, up.home.teamId) ** 0.3 + ctx.rng.float(-12, 12) + 2);
  let a = Math.round(104 * strength(ctx, up.away.teamId) ** 0.3 + ctx.rng.float(-12, 12));
  if (h === a) h += ctx.rng.int(1, 6);
  up.home.score = h;
  up.away.score = a;
  return h > a ? up.home.teamId : up.away.teamId;
}

function basketballStages(ctx: Context, matches: readonly LibraryMatch[]): BracketStage[] {
  if (ctx.competition.isCup) return cupStages(ctx, matches);
  const tables = standingsOf(ctx.competition, matches, ctx.teamOf).tables;
  const counter = { n: 0 };
  const stages: BracketStage[] = [];
  let seeds: (number | null)[];
  // As the table's zones (季后赛 1–6, 附加赛 7–10 in tables of 12 or more): a play-in for seeds 7 and
  // 8 per table (competition 1: per conference), then eight per table.
  if (ctx.competition.id === CONFERENCE_COMPETITION_ID || (tables.length === 1 && (tables[0]?.rows.length ?? 0) >= PLAY_IN_TABLE_SIZE)) {
    const conferences = tables.map((t) => t.rows.map((r) => (ctx.seeded ? r.teamId : null)));
    const { stage, seeds78 } = playIn(ctx, conferences, counter);
    stages.push(stage);
    // Each table's 1–8 in bracket order; competition 1's East half on top.
    seeds = conferences.flatMap((ids, c) => {
      const bySeed = [...ids.slice(0, 6), ...(seeds78[c] ?? [null, null])];
      return bracketOrder(8).map((seed) => bySeed[seed - 1] ?? null);
    });
  } else {
    const ids = tables[0]?.rows.map((r) => r.teamId) ?? [];
    const size = Math.min(8, powerOfTwoAtMost(ids.length / 2));
    seeds = bracketOrder(size).map((seed) => (ctx.seeded ? (ids[seed - 1] ?? null) : null));
  }
  const names = ctx.competition.id === CONFERENCE_COMPETITION_ID ? CONFERENCE_ROUNDS : LEAGUE_PLAYOFF_ROUNDS;
  const { rounds } = elimination(ctx, seeds, BASKETBALL_PLAYOFF_DAY, names, counter);
  stages.push({ stageId: ctx.season.seasonId * 10 + 2, kind: 2, nameZh: "季后赛", groups: [{ name: "", rounds }], thirdPlaceGroups: [] });
  return stages;
}

/**
 * The season's bracket stages: none for a football league (no knockout). `matches` are the
 * season's matches as served; the knockout's seeds are set once all table matches are finished.
 */
export function bracketOf(seed: number, competition: SimCompetition, season: SimSeason, matches: readonly LibraryMatch[], teamOf: (id: number) => SimTeam | undefined, nowMs: number): BracketStage[] {
  if (competition.sport === "football" && !competition.isCup) return [];
  const finished = finishedStatusOf(competition.sport);
  const tableMatches = matches.filter((m) => m.kind === 1);
  const ctx: Context = {
    competition,
    season,
    rng: new Random(hashSeed(seed, "library-bracket", season.seasonId)),
    teamOf,
    nowS: Math.floor(nowMs / 1000),
    seeded: tableMatches.length > 0 && tableMatches.every((m) => m.statusId === finished),
  };
  const stages = competition.sport === "football" ? cupStages(ctx, tableMatches) : basketballStages(ctx, tableMatches);
  numberMatches(season, stages);
  return stages;
}

/** Knockout match ids: base + seasonId × 200 + n, apart from the generated table matches. */
export const KNOCKOUT_MATCH_ID_BASE = 950_000_000;
/** Days between the games of a series. */
export const SERIES_GAP_DAYS = 2;

/** Gives each played (or scheduled, both teams known) game of every match-up its match id. */
function numberMatches(season: SimSeason, stages: readonly BracketStage[]) {
  let n = 0;
  for (const stage of stages) {
    for (const group of [...stage.groups, ...stage.thirdPlaceGroups]) {
      for (const up of group.rounds.flatMap((r) => r.matchUps)) {
        if (up.home.teamId === null || up.away.teamId === null) continue;
        const games = Math.max(1, up.games.length);
        for (let g = 0; g < games; g++) up.matchIds.push(KNOCKOUT_MATCH_ID_BASE + season.seasonId * 200 + ++n);
      }
    }
  }
}

// A season's matches as the data library serves them. Past seasons: the generated plan, all
// played. The current season: the plan's rounds before the recent window, the sim's own matches
// of the window (the days the match lists show: their live statuses and scores), and the plan's
// rounds after it, not started yet. In cups the sim's own matches are knockouts.
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import { addDays } from "../calendar";
import type { SimCompetition, SimMatch } from "../model";
import { basketballTotal } from "../schedule/match-progress";
import type { SimWorld } from "../world/sim-world";
import type { LibraryMatch } from "./library-match";
import { seasonPlan } from "./season-plan";
import { seasonsOf, type SimSeason } from "./seasons";

/** The recent window: this many days either side of today come from the sim's own match days. */
export const RECENT_WINDOW_DAYS = 7;

const planCache = new WeakMap<SimWorld, Map<number, LibraryMatch[]>>();

function planOf(world: SimWorld, competition: SimCompetition, season: SimSeason): LibraryMatch[] {
  let cache = planCache.get(world);
  if (!cache) planCache.set(world, (cache = new Map()));
  let plan = cache.get(season.seasonId);
  if (!plan) cache.set(season.seasonId, (plan = seasonPlan(world.seed, competition, season, (id) => world.team(id))));
  return plan;
}

export const finishedStatusOf = (sport: SimCompetition["sport"]) =>
  sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED;

function fromSimMatch(m: SimMatch, competition: SimCompetition, season: SimSeason): LibraryMatch {
  const football = m.sport === "football";
  return {
    matchId: m.id,
    competitionId: m.competitionId,
    seasonId: season.seasonId,
    kind: competition.isCup ? 2 : 1,
    round: null,
    group: null,
    matchTime: m.matchTime,
    statusId: m.statusId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    homeScore: football ? (m.homeScores[0] ?? 0) : basketballTotal(m.homeScores),
    awayScore: football ? (m.awayScores[0] ?? 0) : basketballTotal(m.awayScores),
    hasDetail: true,
  };
}

/** The season's matches in kick-off order, or undefined when the season is not the competition's. */
export function seasonMatches(world: SimWorld, competition: SimCompetition, seasonId: number): LibraryMatch[] | undefined {
  const season = seasonsOf(competition, world.now()).find((s) => s.seasonId === seasonId);
  if (!season) return undefined;
  const plan = planOf(world, competition, season);
  if (!season.isCurrent) return plan;
  const today = world.todayKey();
  const windowStart = world.dayStartMs(addDays(today, -RECENT_WINDOW_DAYS)) / 1000;
  const windowEnd = world.dayStartMs(addDays(today, RECENT_WINDOW_DAYS + 1)) / 1000;
  const before = plan.filter((m) => m.matchTime < windowStart);
  const after = plan.filter((m) => m.matchTime >= windowEnd).map((m) => ({ ...m, statusId: 1, homeScore: 0, awayScore: 0 }));
  const recent: LibraryMatch[] = [];
  for (let d = -RECENT_WINDOW_DAYS; d <= RECENT_WINDOW_DAYS; d++) {
    for (const m of world.day(competition.sport, addDays(today, d))) {
      if (m.competitionId === competition.id) recent.push(fromSimMatch(m, competition, season));
    }
  }
  return [...before, ...recent, ...after];
}

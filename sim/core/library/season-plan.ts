// The generated part of a season: a double round robin (leagues) or groups of four playing one
// (cups), dated across the season, scores seeded by the season id. Pure and cached.
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import type { SimCompetition, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import { GENERATED_MATCH_ID_BASE, type LibraryMatch } from "./library-match";
import type { SimSeason } from "./seasons";

const DAY_MS = 86_400_000;
/** Leagues play from 10 August to 25 May; cup groups from 10 September to 20 December. */
const LEAGUE_SPAN = { startDay: 9, days: 288 };
const CUP_GROUP_SPAN = { startDay: 40, days: 100 };
export const CUP_GROUP_SIZE = 4;

/** Cup groups: teams in catalogue order, four by four (a short last group joins the one before). */
export function cupGroups(teamIds: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < teamIds.length; i += CUP_GROUP_SIZE) groups.push(teamIds.slice(i, i + CUP_GROUP_SIZE));
  const last = groups.at(-1);
  if (groups.length > 1 && last && last.length < CUP_GROUP_SIZE) {
    groups.pop();
    groups.at(-1)?.push(...last);
  }
  return groups;
}

export const groupName = (index: number) => String.fromCharCode(65 + index);

/** Circle-method double round robin: rounds of [home, away] pairs. */
export function doubleRoundRobin(teamIds: readonly number[]): [number, number][][] {
  const ids = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, -1];
  const n = ids.length;
  const first: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ids[i]!;
      const b = ids[n - 1 - i]!;
      if (a >= 0 && b >= 0) round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(round);
    ids.splice(1, 0, ids.pop()!);
  }
  return [...first, ...first.map((round) => round.map(([h, a]): [number, number] => [a, h]))];
}

function score(rng: Random, sport: SimCompetition["sport"], home: SimTeam | undefined, away: SimTeam | undefined): [number, number] {
  const hs = home?.strength ?? 1;
  const as = away?.strength ?? 1;
  if (sport === "football") return [rng.poisson(1.45 * (hs / as) ** 0.8), rng.poisson(1.1 * (as / hs) ** 0.8)];
  let h = Math.round(104 * hs ** 0.3 + rng.float(-14, 14) + 2);
  let a = Math.round(104 * as ** 0.3 + rng.float(-14, 14));
  if (h === a) (rng.chance(0.55) ? (h += rng.int(1, 8)) : (a += rng.int(1, 8))); // overtime decides
  return [h, a];
}

/** Every generated match of a season, all finished (the caller decides which ones "happened"). */
export function seasonPlan(seed: number, competition: SimCompetition, season: SimSeason, teamOf: (id: number) => SimTeam | undefined): LibraryMatch[] {
  const rng = new Random(hashSeed(seed, "library-season", season.seasonId));
  const seasonStart = Date.UTC(season.startYear, 7, 1);
  const finished = competition.sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED;
  const out: LibraryMatch[] = [];
  const stages = competition.isCup
    ? cupGroups(competition.teamIds).map((ids, g) => ({ group: groupName(g), rounds: doubleRoundRobin(ids), span: CUP_GROUP_SPAN }))
    : [{ group: null, rounds: doubleRoundRobin(competition.teamIds), span: LEAGUE_SPAN }];
  for (const stage of stages) {
    stage.rounds.forEach((pairs, r) => {
      const day = stage.span.startDay + Math.floor((r * stage.span.days) / Math.max(1, stage.rounds.length - 1));
      const baseMs = seasonStart + day * DAY_MS + 11 * 3_600_000;
      pairs.forEach(([homeId, awayId], i) => {
        const [homeScore, awayScore] = score(rng, competition.sport, teamOf(homeId), teamOf(awayId));
        out.push({
          matchId: GENERATED_MATCH_ID_BASE + season.seasonId * 1000 + out.length + 1,
          competitionId: competition.id,
          seasonId: season.seasonId,
          kind: 1,
          round: r + 1,
          group: stage.group,
          matchTime: Math.floor((baseMs + (i % 4) * 2 * 3_600_000) / 1000),
          statusId: finished,
          homeTeamId: homeId,
          awayTeamId: awayId,
          homeScore,
          awayScore,
          hasDetail: false,
        });
      });
    });
  }
  return out.sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
}

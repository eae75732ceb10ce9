// The data library's seasons (docs/api-calls.md "Data library: competitions"): every competition
// has three, the current one (the season today's match lists belong to) and the two before it.
// Ids and names are derived, so every call and page agrees on them without storing anything.
import type { SimCompetition } from "../model";

export const SEASONS_PER_COMPETITION = 3;

export interface SimSeason {
  competitionId: number;
  seasonId: number;
  /** "2026-2027" (cross-year, leagues and cups alike). */
  name: string;
  /** First year of the season. */
  startYear: number;
  isCurrent: boolean;
}

/** The year the current season started: seasons turn over on 1 August. */
export function currentSeasonStartYear(nowMs: number): number {
  const now = new Date(nowMs);
  return now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** seasonId = competitionId × 10 + k, k = 0 the oldest … 2 the current. */
export function seasonsOf(competition: Pick<SimCompetition, "id">, nowMs: number): SimSeason[] {
  const current = currentSeasonStartYear(nowMs);
  return Array.from({ length: SEASONS_PER_COMPETITION }, (_, k) => {
    const startYear = current - (SEASONS_PER_COMPETITION - 1 - k);
    return {
      competitionId: competition.id,
      seasonId: competition.id * 10 + k,
      name: `${startYear}-${startYear + 1}`,
      startYear,
      isCurrent: k === SEASONS_PER_COMPETITION - 1,
    };
  }).reverse();
}

/** The competition a season id belongs to, and whether it is one of its seasons. */
export function seasonOf(seasonId: number, competition: Pick<SimCompetition, "id">, nowMs: number): SimSeason | undefined {
  return seasonsOf(competition, nowMs).find((season) => season.seasonId === seasonId);
}

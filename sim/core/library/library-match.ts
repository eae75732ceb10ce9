// A match of a competition's season as the data library lists it (docs/api-calls.md "Data
// library: competitions"): the sim's own matches of the recent days, and generated rounds before
// and after them (ids from GENERATED_MATCH_ID_BASE, no match centre).

/** Generated matches: base + seasonId × 1000 + n. Outside every list match id range. */
export const GENERATED_MATCH_ID_BASE = 900_000_000;

/** 1: counts in the standings (league round or cup group); 2: knockout. */
export type LibraryMatchKind = 1 | 2;

export interface LibraryMatch {
  matchId: number;
  competitionId: number;
  seasonId: number;
  kind: LibraryMatchKind;
  /** League round 1…; null for the sim's own matches of the recent days and knockouts. */
  round: number | null;
  /** Cup group "A"…; null in leagues and knockouts. */
  group: string | null;
  /** Unix seconds. */
  matchTime: number;
  /** The list statuses (football 8 / basketball 10 finished; 1 not started). */
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Full-time score; 0 before kick-off. */
  homeScore: number;
  awayScore: number;
  /** True for the sim's own matches: they have a match centre. */
  hasDetail: boolean;
}

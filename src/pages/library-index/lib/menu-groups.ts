// The competition menu's lists: the search filter and the A–Z grouping ("#" for the hot list,
// docs/product-rules.md "Data library").
import type { MenuCompetition } from "../api/menu-requests";

export interface CompetitionGroup {
  /** "#" or "A".."Z". */
  key: string;
  competitions: MenuCompetition[];
}

/** Competitions whose name, short name or initial holds the query (trimmed, case-insensitive). */
export function filterCompetitions(competitions: readonly MenuCompetition[], query: string): MenuCompetition[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...competitions];
  return competitions.filter((c) => c.name.toLowerCase().includes(q) || c.shortName.toLowerCase().includes(q) || c.initial.toLowerCase() === q);
}

/** Groups by initial, A to Z; a competition without a letter initial goes under "#". */
export function groupByInitial(competitions: readonly MenuCompetition[]): CompetitionGroup[] {
  const groups = new Map<string, MenuCompetition[]>();
  for (const c of competitions) {
    const key = /^[A-Z]$/.test(c.initial) ? c.initial : "#";
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? -1 : b === "#" ? 1 : a.localeCompare(b)))
    .map(([key, list]) => ({ key, competitions: list }));
}

/** Every competition of the menu once (a hot one is also in its region). */
export function allCompetitions(categorys: readonly { competitions: readonly MenuCompetition[] }[]): MenuCompetition[] {
  const seen = new Set<number>();
  return categorys.flatMap((c) => c.competitions).filter((c) => !seen.has(c.competitionId) && seen.add(c.competitionId));
}

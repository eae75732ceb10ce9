// A list's confirmed competition filter (docs/product-rules.md "Filter state"): the tab it was
// chosen on, the competition ids, when. null means no filter (every competition). A lottery tab
// keeps only its lottery's matches of the chosen competitions, so a competition's count in the
// dialog is what the list shows. Kept per list in sessionStorage; a stored value with an unknown
// tab or a bad shape reads as no filter.
import { z } from "zod/mini";
import { isFilterTabKey, matchHasLottery, type CompetitionFilter, type FilterTab, type Match } from "@/entities/match";

/** A predicate for the list, from a filter acceptFilter kept; build it once per filter change, not per row. */
export function competitionFilterPredicate(filter: CompetitionFilter | null, tabs: readonly FilterTab[]): (match: Match) => boolean {
  if (!filter) return () => true;
  const lotteries = tabs.find((tab) => tab.key === filter.category)?.lotteries ?? [];
  const ids = new Set(filter.ids);
  return (match) => ids.has(match.competition.id) && matchHasLottery(match, lotteries);
}

/** Only a known tab's ids are kept (docs/product-rules.md "Validation"). */
export function acceptFilter<C extends string>(filter: CompetitionFilter, tabs: readonly FilterTab<C>[]): CompetitionFilter<C> | null {
  if (!isFilterTabKey(tabs, filter.category) || !filter.ids.every(Number.isInteger)) return null;
  return { category: filter.category, ids: [...filter.ids], timestamp: filter.timestamp };
}

const storedSchema = z.object({ category: z.string(), ids: z.array(z.int()), timestamp: z.number() });

export function readStoredFilter<C extends string>(key: string, tabs: readonly FilterTab<C>[]): CompetitionFilter<C> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? acceptFilter(parsed.data, tabs) : null;
  } catch {
    return null; // no window (node), storage blocked or unreadable JSON: no filter
  }
}

/** null forgets the filter. */
export function writeStoredFilter(key: string, filter: CompetitionFilter | null): void {
  try {
    if (filter) window.sessionStorage.setItem(key, JSON.stringify(filter));
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage blocked: the filter lives in memory only
  }
}

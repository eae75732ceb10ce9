// What the dialog offers, built from the matches in the list (a competition with no match in
// the list is not offered) and the catalogue (initials, hot list). The all tab shows 热门赛事
// then # and A–Z groups; the lottery tabs a flat list of the competitions with lottery matches.
import type { CompetitionCatalog } from "@/entities/competition";
import { matchHasLottery, type FilterTab, type Match } from "@/entities/match";
import { filterLabel, groupInitial } from "./filter-label";

export interface FilterCompetition {
  id: number;
  name: string;
  /** The name cut to its first 10 characters. */
  label: string;
  /** "A".."Z" or "#". */
  initial: string;
  /** Matches of this competition in the list that the tab keeps. */
  count: number;
}

export interface FilterGroup {
  /** "hot", "#" or a letter. */
  key: string;
  title: string;
  competitions: FilterCompetition[];
}

export interface FilterOptions<C extends string = string> {
  /** Competitions in the list: the count in the title. */
  total: number;
  /** Each tab's competitions, # then A–Z, then by name. */
  tabs: Record<C, FilterCompetition[]>;
  /** The all tab's groups: 热门赛事, #, A…Z (empty groups left out). */
  groups: FilterGroup[];
}

export const HOT_GROUP_TITLE = "热门赛事";
const LETTERS = ["#", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
// Made at the first sort: a zh-CN collator loads ICU's collation data (about 16 ms on a desktop),
// which the list pages' load would otherwise pay for a dialog opened later, if at all.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator("zh-CN")).compare(a, b);

export const emptyFilterOptions = <C extends string>(tabs: readonly FilterTab<C>[]): FilterOptions<C> => ({
  total: 0,
  tabs: Object.fromEntries(tabs.map((tab) => [tab.key, []])) as unknown as Record<C, FilterCompetition[]>,
  groups: [],
});

/** The first tab is the all tab: its competitions are grouped under 热门赛事, # and A–Z. */
export function buildFilterOptions<C extends string>(
  matches: Iterable<Match>,
  catalog: CompetitionCatalog | null,
  tabs: readonly FilterTab<C>[],
): FilterOptions<C> {
  const initials = new Map(catalog?.competitions.map((c) => [c.id, c.initial]));
  // One pass, no per-match allocation: the list can hold ten thousand matches.
  const counts = new Map<number, { name: string; byTab: number[] }>();
  for (const match of matches) {
    const { id, name } = match.competition;
    let entry = counts.get(id);
    if (!entry) counts.set(id, (entry = { name, byTab: tabs.map(() => 0) }));
    for (let tab = 0; tab < tabs.length; tab += 1) {
      if (matchHasLottery(match, tabs[tab]!.lotteries)) entry.byTab[tab]! += 1;
    }
  }

  const base = [...counts].map(([id, { name }]) => ({ id, name, label: filterLabel(name), initial: groupInitial(initials.get(id)) }));
  base.sort((a, b) => LETTERS.indexOf(a.initial) - LETTERS.indexOf(b.initial) || compareNames(a.name, b.name) || a.id - b.id);

  const options = emptyFilterOptions(tabs);
  options.total = base.length;
  tabs.forEach((tab, index) => {
    for (const c of base) {
      const count = counts.get(c.id)!.byTab[index]!;
      if (count > 0) options.tabs[tab.key].push({ ...c, count });
    }
  });

  const all = tabs[0] ? options.tabs[tabs[0].key] : [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const hot = (catalog?.hotIds ?? []).flatMap((id) => byId.get(id) ?? []);
  if (hot.length > 0) options.groups.push({ key: "hot", title: HOT_GROUP_TITLE, competitions: hot });
  for (const letter of LETTERS) {
    const competitions = all.filter((c) => c.initial === letter);
    if (competitions.length > 0) options.groups.push({ key: letter, title: letter, competitions });
  }
  return options;
}

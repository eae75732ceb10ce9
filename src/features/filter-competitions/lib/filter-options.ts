// What the dialog offers, built from the matches in the list (a competition with no match in
// the list is not offered) and the catalogue (initials, hot list). The all tab shows 热门赛事
// then # and A–Z groups; the lottery tabs a flat list of the competitions with lottery matches.
import { FOOTBALL_FILTER_CATEGORIES, matchInFilterTab, type FootballFilterCategory, type Match } from "@/entities/match";
import type { CompetitionCatalog } from "../api/football-competitions-request";
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

export interface FilterOptions {
  /** Competitions in the list: the count in the title. */
  total: number;
  /** Each tab's competitions, # then A–Z, then by name. */
  tabs: Record<FootballFilterCategory, FilterCompetition[]>;
  /** The all tab's groups: 热门赛事, #, A…Z (empty groups left out). */
  groups: FilterGroup[];
}

export const HOT_GROUP_TITLE = "热门赛事";
const LETTERS = ["#", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const collator = new Intl.Collator("zh-CN");
const TABS = FOOTBALL_FILTER_CATEGORIES;

export const emptyFilterOptions = (): FilterOptions => ({
  total: 0,
  tabs: { allFootball: [], competitiveFootball: [], beidanFootball: [], passFootball: [] },
  groups: [],
});

export function buildFilterOptions(matches: Iterable<Match>, catalog: CompetitionCatalog | null): FilterOptions {
  const initials = new Map(catalog?.competitions.map((c) => [c.id, c.initial]));
  // One pass, no per-match allocation: the list can hold ten thousand matches.
  const counts = new Map<number, { name: string; byTab: number[] }>();
  for (const match of matches) {
    const { id, name } = match.competition;
    let entry = counts.get(id);
    if (!entry) counts.set(id, (entry = { name, byTab: TABS.map(() => 0) }));
    for (let tab = 0; tab < TABS.length; tab += 1) {
      if (matchInFilterTab(match, TABS[tab]!)) entry.byTab[tab]! += 1;
    }
  }

  const base = [...counts].map(([id, { name }]) => ({ id, name, label: filterLabel(name), initial: groupInitial(initials.get(id)) }));
  base.sort((a, b) => LETTERS.indexOf(a.initial) - LETTERS.indexOf(b.initial) || collator.compare(a.name, b.name) || a.id - b.id);

  const options = emptyFilterOptions();
  options.total = base.length;
  FOOTBALL_FILTER_CATEGORIES.forEach((tab, index) => {
    for (const c of base) {
      const count = counts.get(c.id)!.byTab[index]!;
      if (count > 0) options.tabs[tab].push({ ...c, count });
    }
  });

  const all = options.tabs.allFootball;
  const byId = new Map(all.map((c) => [c.id, c]));
  const hot = (catalog?.hotIds ?? []).flatMap((id) => byId.get(id) ?? []);
  if (hot.length > 0) options.groups.push({ key: "hot", title: HOT_GROUP_TITLE, competitions: hot });
  for (const letter of LETTERS) {
    const competitions = all.filter((c) => c.initial === letter);
    if (competitions.length > 0) options.groups.push({ key: letter, title: letter, competitions });
  }
  return options;
}

// The grid's rows: a section row per non-empty group, then its matches, after the filters.
// Pinned matches lead their own section (so status grouping stays true: a pinned match still
// moves from 未开始 to 进行中 to 已结束), in kick-off order among themselves; the sort direction
// reverses kick-off order within each group, pinned ones included, and the followed list's
// date order too.
import { groupMatchesByDay, SECTION_ORDER, type Match, type MatchSections, type SectionKey, type StatusGroup } from "@/entities/match";
import type { DisplayFilters } from "@/entities/user-setting";
import type { ListTab } from "../config/list-tabs";

/** A heading: a status section (today's tabs, a day) or a date (the follows). */
export interface SectionTableRow {
  kind: "section";
  id: string;
  group: string;
  section: SectionKey | null;
  date: string | null;
  count: number;
}

export interface MatchTableRow {
  kind: "item";
  id: string;
  /** The match id. */
  itemId: number;
  pinned: boolean;
}

export type TableRow = SectionTableRow | MatchTableRow;

export interface TableView {
  rows: TableRow[];
  /** Match rows. */
  total: number;
  /** Match rows per status section (status-grouped tabs only). */
  counts: Partial<Record<SectionKey, number>>;
}

export const EMPTY_VIEW: TableView = { rows: [], total: 0, counts: {} };

export interface RowsInput {
  tab: ListTab;
  sections: MatchSections;
  matches: ReadonlyMap<number, Match>;
  /** The match type's predicate (全部, 竞足, 直播…). */
  typeAllowed: (match: Match) => boolean;
  /** The confirmed competition filter's predicate. */
  competitionAllowed: (match: Match) => boolean;
  display: DisplayFilters;
  /** true: kick-off order; false: reversed. */
  sortOrder: boolean;
  pinned: ReadonlySet<number>;
}

const DISPLAY_OF: Record<StatusGroup, keyof DisplayFilters> = {
  going: "going",
  no_start: "notStarted",
  finish: "finished",
  // Postponed, cancelled and the like have no filter of their own: shown with 全部 only.
  other: "all",
};

export const matchRowId = (matchId: number) => `m:${matchId}`;

/** Match rows for `ids`, walked in place, forwards or backwards: ~11k ids at every re-sort, so no copies. */
function pushMatchRows(rows: TableRow[], ids: readonly number[], pinned: boolean, sortOrder: boolean) {
  for (let i = 0; i < ids.length; i++) {
    const matchId = ids[sortOrder ? i : ids.length - 1 - i]!;
    rows.push({ kind: "item", id: matchRowId(matchId), itemId: matchId, pinned });
  }
}

export function buildTableView(input: RowsInput): TableView {
  const { tab, matches, pinned, sortOrder } = input;
  const visible = (match: Match) =>
    input.display[DISPLAY_OF[match.topupType]] &&
    (tab === "concern" || (input.typeAllowed(match) && input.competitionAllowed(match)));

  const groups: { group: string; section: SectionKey | null; date: string | null; ids: readonly number[] }[] =
    tab === "concern"
      ? groupMatchesByDay(matches.values()).map(({ date, ids }) => ({ group: `d:${date}`, section: null, date, ids }))
      : (tab === "going" ? (["going"] as const) : SECTION_ORDER).map((section) => ({
          group: section,
          section,
          date: null,
          ids: input.sections[section],
        }));
  if (tab === "concern" && !sortOrder) groups.reverse();

  const rows: TableRow[] = [];
  const counts: Partial<Record<SectionKey, number>> = {};
  let total = 0;
  for (const { group, section, date, ids } of groups) {
    const pinnedIds: number[] = [];
    const restIds: number[] = [];
    for (const id of ids) {
      const match = matches.get(id);
      if (match !== undefined && visible(match)) (pinned.has(id) ? pinnedIds : restIds).push(id);
    }
    const shown = pinnedIds.length + restIds.length;
    if (shown === 0) continue;
    rows.push({ kind: "section", id: `s:${group}`, group, section, date, count: shown });
    pushMatchRows(rows, pinnedIds, true, sortOrder);
    pushMatchRows(rows, restIds, false, sortOrder);
    if (section) counts[section] = shown;
    total += shown;
  }
  return { rows, total, counts };
}

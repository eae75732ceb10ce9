// The football board's settings: its session-storage keys (docs/product-rules.md "Filter state":
// the tab, the home list, the schedule and the results each have their own; the competition
// filter its own), its row geometry and its labels.
import { FOOTBALL_MATCH_TYPE_LABELS, FOOTBALL_MATCH_TYPES } from "@/entities/match";
import type { BoardLabels, ListViewKeys, MatchTypeOption } from "@/features/match-list-view";
import type { FootballMatchType } from "@/entities/match";

export const FOOTBALL_LIST_KEYS: ListViewKeys = {
  tab: "footballListTab",
  scopes: { home: "footballHomeFilter", course: "footballCourseFilter", history: "footballHistoryFilter" },
  competitionFilter: "footballFilter",
};

export const FOOTBALL_MATCH_TYPE_OPTIONS: readonly MatchTypeOption<FootballMatchType>[] = FOOTBALL_MATCH_TYPES.map((type) => ({
  value: type,
  label: FOOTBALL_MATCH_TYPE_LABELS[type],
}));

export const FOOTBALL_BOARD_LABELS: BoardLabels = {
  today: "今日足球比赛",
  going: "进行中的足球比赛",
  concern: "关注的比赛",
  day: (kind, date) => (kind === "course" ? `${date} 赛程` : `${date} 赛果`),
};

// Row heights are estimates: rows with a note line are taller and the grid measures them.
export const ROW_HEIGHT = 52;
export const SECTION_ROW_HEIGHT = 40;
/** Fixed app header plus the grid's sticky column header: rows scrolled into view clear both. */
export const SCROLL_PADDING_START = 112;

// The basketball board's settings: its session-storage keys (docs/product-rules.md "Filter state":
// basketball's own tab, home list, schedule, results and competition filter), its row geometry
// and its labels.
import { BASKETBALL_MATCH_TYPE_LABELS, BASKETBALL_MATCH_TYPES, type BasketballMatchType } from "@/entities/match";
import type { BoardLabels, ListViewKeys, MatchTypeOption } from "@/features/match-list-view";

export const BASKETBALL_LIST_KEYS: ListViewKeys = {
  tab: "basketballListTab",
  scopes: { home: "basketballHomeFilter", course: "basketballCourseFilter", history: "basketballHistoryFilter" },
  competitionFilter: "basketballFilter",
};

export const BASKETBALL_MATCH_TYPE_OPTIONS: readonly MatchTypeOption<BasketballMatchType>[] = BASKETBALL_MATCH_TYPES.map((type) => ({
  value: type,
  label: BASKETBALL_MATCH_TYPE_LABELS[type],
}));

export const BASKETBALL_BOARD_LABELS: BoardLabels = {
  today: "今日篮球比赛",
  going: "进行中的篮球比赛",
  concern: "关注的篮球比赛",
  day: (kind, date) => (kind === "course" ? `${date} 篮球赛程` : `${date} 篮球赛果`),
};

/** Two lines a row, home over away; rows with a note line are taller and the grid measures them. */
export const ROW_HEIGHT = 64;
export const SECTION_ROW_HEIGHT = 40;
/** Fixed app header plus the grid's sticky column header: rows scrolled into view clear both. */
export const SCROLL_PADDING_START = 112;

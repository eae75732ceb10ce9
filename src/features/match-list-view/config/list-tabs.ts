// A match list's tabs (docs/product-rules.md "Match lists"): 全部 today, 进行中 in progress, 赛程
// the schedule (7 days forward plus a calendar pick), 赛果 results (7 days back plus a calendar
// pick), 关注 followed (needs login).
export const LIST_TABS = ["today", "going", "course", "history", "concern"] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const LIST_TAB_LABELS: Record<ListTab, string> = {
  today: "全部",
  going: "进行中",
  course: "赛程",
  history: "赛果",
  concern: "关注",
};

export const isListTab = (value: unknown): value is ListTab => typeof value === "string" && (LIST_TABS as readonly string[]).includes(value);

/**
 * Where a tab keeps its match type and date (docs/product-rules.md "Filter state": separate keys
 * for the home list, course and history). Today and in-progress share the home scope; the
 * followed tab has none.
 */
export const FILTER_SCOPES = ["home", "course", "history"] as const;
export type FilterScope = (typeof FILTER_SCOPES)[number];

export const scopeOfTab = (tab: ListTab): FilterScope | null =>
  tab === "course" ? "course" : tab === "history" ? "history" : tab === "concern" ? null : "home";

/** How many days the date bar offers on each side of today. */
export const DATE_BAR_DAYS = 7;

/** The session-storage keys of one list view: its tab, each scope's choice, its competition filter. */
export interface ListViewKeys {
  tab: string;
  scopes: Record<FilterScope, string>;
  competitionFilter: string;
}

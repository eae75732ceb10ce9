export { createListView, type AnyListView, type ListView, type ListViewOptions, type MatchTypeRules } from "./model/create-list-view";
export { ListViewBoard, type BoardLabels, type ListViewBoardProps } from "./ui/list-view-board";
export { useListViewOpened } from "./ui/use-list-view-opened";
export type { ListGridProps, RenderListGrid } from "./ui/list-bodies";
export type { MatchTypeOption } from "./ui/match-type-bar";
export type { ListViewKeys, ListTab } from "./config/list-tabs";
export type { MatchTableRow, SectionTableRow, TableRow } from "./lib/table-rows";
export type { CompetitionFilter } from "./lib/competition-filter";
export { matchInFilterTab } from "./lib/competition-filter";

export { createListView } from "./model/create-list-view";
export { ListViewBoard, type BoardLabels } from "./ui/list-view-board";
export { useListViewOpened } from "./ui/use-list-view-opened";
export type { ListGridProps } from "./ui/list-bodies";
export type { MatchTypeOption } from "./ui/match-type-bar";
export type { ListTab, ListViewKeys } from "./config/list-tabs";
export type { MatchTableRow, SectionTableRow, TableRow } from "./lib/table-rows";
export { renderMatchNote, useListSectionRenderer } from "./ui/list-grid-parts";

// The football match grid (issue 4) and what /matchEvents shows beside it.
export { FootballMatchBoard, type FootballMatchBoardProps } from "./ui/football-match-board";
export { GoalPopupStack } from "./ui/goal-popup-stack";
export { $listTab, listTabSelected, matchTypeSelected, listDateSelected } from "./model/list-view";
export { LIST_TABS, LIST_TAB_LABELS, type ListTab } from "./config/list-tabs";
export { $tableView } from "./model/table-view";
export type { TableRow, TableView } from "./lib/table-rows";

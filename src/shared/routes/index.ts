export { MATCH_CENTRE_TABS, ROUTES, searchOf, type MatchCentreTab } from "./route-table";

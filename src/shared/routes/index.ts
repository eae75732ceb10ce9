export { INDIVIDUAL_CENTER_TABS, MATCH_CENTRE_TABS, ROUTES, searchOf, type IndividualCenterTab, type MatchCentreTab } from "./route-table";

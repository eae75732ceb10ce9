export { readStoredUserInfo, hasStoredUserInfo } from "./user-info";
export { MATCH_EVENTS_TAB_KEY, forgetMatchEventsTab } from "./match-events-tab";

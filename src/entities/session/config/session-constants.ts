// localStorage keys of the session besides tokens and userInfo (docs/product-rules.md "Session").
export const TOURIST_CODE_KEY = "touristCode";
/** Unix milliseconds of the last time the page was left. */
export const LAST_LEAVE_TIME_KEY = "lastLeaveTime";
/** An online report every 60 s while logged in (docs/product-rules.md "Session"). */
export const REPORT_ONLINE_INTERVAL_MS = 60_000;

// While logged in, POST /v1/customer/reportOnline every 60 s; it stops on logout
// (docs/product-rules.md "Session").
import { createEffect, createStore, sample } from "effector";
import { createTicker } from "@/shared/lib/timers";
import { reportOnline } from "../api/session-requests";
import { REPORT_ONLINE_INTERVAL_MS } from "../config/session-constants";
import { loggedOut, sessionRestored, sessionStarted } from "./session";

/** The report period; tests fork with a shorter one. */
export const $reportOnlineIntervalMs = createStore(REPORT_ONLINE_INTERVAL_MS);
export const reportOnlineFx = createEffect(reportOnline);

const reporter = createTicker();
export const $reportingOnline = reporter.$running;

sample({ clock: [sessionStarted, sessionRestored], source: $reportOnlineIntervalMs, target: reporter.start });
sample({ clock: loggedOut, target: reporter.stop });
sample({ clock: reporter.tick, target: reportOnlineFx });

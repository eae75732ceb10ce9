// The app's one explicit start (effector's explicit-start pattern): models hook their start-up
// (storage reads, the session, the socket) onto appStarted instead of running at import, so
// importing a module does nothing and tests start a forked scope with
// `allSettled(appStarted, { scope })`.
import { createEvent } from "effector";

export const appStarted = createEvent();

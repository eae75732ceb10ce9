// Timers as Effector units (keyed one-shot timers, timed marks, a repeating ticker): nothing stays
// in flight between firings, so `allSettled` in tests and at startup does not wait on a timer.
export { createKeyedTimers, createTimedMarks, type Mark } from "./keyed-timers";
export { createTicker } from "./ticker";

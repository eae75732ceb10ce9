export { createKeyedTimers, createTimedMarks } from "./keyed-timers";

export { createKeyedTimers, createTimedMarks, type KeyedTimers, type Timeout } from "./keyed-timers";

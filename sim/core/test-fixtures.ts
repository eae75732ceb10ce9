// Shared test settings: a fixed Saturday evening in Beijing, so status mixes are realistic and
// every run sees the same world.

/** 2026-11-21 19:30 +08:00 (a Saturday). */
export const TEST_NOW = Date.parse("2026-11-21T19:30:00+08:00");
export const TEST_OFFSET = 480;
export const TEST_DAY = "2026-11-21";

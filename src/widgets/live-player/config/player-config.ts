// The player's constants (docs/product-rules.md "Live player", "Constants").

/** Controls hide after this long without pointer movement (the spec's 3 s). */
export const CONTROLS_HIDE_MS = 3000;

/** The volume a first unmute starts from when the slider stood at 0. */
export const UNMUTE_VOLUME = 50;

/** The personal center's page an anchor reviews their streams on (直播数据回顾: type 7, 直播预告). */
export const LIVE_REVIEW_TYPE = 7;

/** The stats call is asked again this often while the match is in play (corners, shots, possession move). */
export const STATS_REFRESH_MS = 60_000;

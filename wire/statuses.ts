// Match status ids as the lists and socket carry them (docs/product-rules.md "Statuses").

/**
 * Football. 2–7 are in play, 8 finished, 9–13 the "other" group. The spec only calls 6 and 7
 * "other in-play"; the list shows both as 点 (penalties), 7 being the shoot-out.
 */
export const FOOTBALL_STATUS = {
  NOT_STARTED: 1,
  FIRST_HALF: 2,
  HALF_TIME: 3,
  SECOND_HALF: 4,
  OVERTIME: 5,
  OTHER_IN_PLAY: 6,
  PENALTY_SHOOTOUT: 7,
  FINISHED: 8,
  POSTPONED: 9,
  INTERRUPTED: 10,
  ABANDONED: 11,
  CANCELLED: 12,
  PENDING: 13,
} as const;

/**
 * Basketball. 2–9 are in play, 10 finished, 11–15 the "other" group. The names are the
 * four-quarter reading (ncaa 0); for ncaa 1 leagues (two halves) 2 is the first half, 3 half-time,
 * 4 the second half, and 5–8 do not occur. The spec lists two readings of 12–15 (one gives 13
 * abandoned, 14 postponed, 15 pending); these names follow the other one, which the sim generates
 * (a match postponed before tip-off becomes 13).
 */
export const BASKETBALL_STATUS = {
  ABNORMAL: 0,
  NOT_STARTED: 1,
  FIRST_QUARTER: 2,
  FIRST_QUARTER_END: 3,
  SECOND_QUARTER: 4,
  SECOND_QUARTER_END: 5,
  THIRD_QUARTER: 6,
  THIRD_QUARTER_END: 7,
  FOURTH_QUARTER: 8,
  OVERTIME: 9,
  FINISHED: 10,
  INTERRUPTED: 11,
  CANCELLED: 12,
  POSTPONED: 13,
  ABANDONED: 14,
  PENDING: 15,
} as const;

// The buckets of the data library's team statistics (docs/api-calls.md "Team statistics"): the
// sim counts into them and the client labels them, so both read the bounds from here.

/** Goals a team scores (or concedes) in a match: 0…6, then 7 or more. */
export const GOAL_BUCKET_LABELS = ["0", "1", "2", "3", "4", "5", "6", "7+"] as const;
export const goalBucketOf = (goals: number): number => Math.min(Math.max(0, Math.floor(goals)), GOAL_BUCKET_LABELS.length - 1);

/** Basketball points margin: 0–5, 6–10, 11–15, 16–20, 21–25, 26+. */
export const SCORE_DIFF_BUCKET_LABELS = ["0-5", "6-10", "11-15", "16-20", "21-25", "26+"] as const;
export const scoreDiffBucketOf = (margin: number): number => {
  const m = Math.abs(Math.round(margin));
  return m <= 5 ? 0 : Math.min(SCORE_DIFF_BUCKET_LABELS.length - 1, Math.floor((m - 1) / 5));
};

/** Score-difference sample: the team's last N games, 10 by default, 20 at most. */
export const SCORE_DIFF_SAMPLE = { default: 10, max: 20 } as const;
export const scoreDiffSampleOf = (asked: unknown): number =>
  typeof asked === "number" && Number.isInteger(asked) && asked >= 1 ? Math.min(asked, SCORE_DIFF_SAMPLE.max) : SCORE_DIFF_SAMPLE.default;

/** Result codes of a half or a full match, from one side: 10 win, 20 loss, 30 flat (40 walkover). */
export const RESULT_CODE = { win: 10, loss: 20, flat: 30, walk: 40 } as const;
export const resultCodeOf = (scored: number, conceded: number): 10 | 20 | 30 => (scored > conceded ? 10 : scored < conceded ? 20 : 30);

/** The nine half-time/full-time pairs, "10-10" … "30-30", in the order they are shown. */
export const HALF_FULL_KEYS = ["10-10", "10-30", "10-20", "30-10", "30-30", "30-20", "20-10", "20-30", "20-20"] as const;
export type HalfFullKey = (typeof HALF_FULL_KEYS)[number];

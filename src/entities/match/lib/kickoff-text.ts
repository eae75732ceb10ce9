// What a not-started row shows in its status column (docs/product-rules.md "Match clock"): 未
// until the last hour, then "23分钟后", then 即将开始 once kick-off time has passed while the
// status is still not started.
export const COUNTDOWN_WINDOW_S = 3600;

export function kickoffText(matchTimeSeconds: number, nowMs: number): string {
  const secondsLeft = matchTimeSeconds - Math.floor(nowMs / 1000);
  if (secondsLeft > COUNTDOWN_WINDOW_S) return "未";
  if (secondsLeft <= 0) return "即将开始";
  return `${Math.ceil(secondsLeft / 60)}分钟后`;
}

/** Whether the text still changes with time (the row then re-checks it every 30 s). */
export const kickoffTextTicks = (matchTimeSeconds: number, nowMs: number) =>
  matchTimeSeconds - Math.floor(nowMs / 1000) > 0;

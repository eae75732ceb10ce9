// How a standings table writes its numbers (docs/product-rules.md "Data library").

/** wonRate (0–1) as a rounded percent, clamped 0–100: "67%". */
export function wonRatePercent(wonRate: number): string {
  const percent = Number.isFinite(wonRate) ? Math.round(wonRate * 100) : 0;
  return `${Math.min(100, Math.max(0, percent))}%`;
}

/** streaks +n → "n连胜", −n → "n连败", 0 → "-". */
export function streakText(streaks: number): string {
  if (!Number.isInteger(streaks) || streaks === 0) return "-";
  return streaks > 0 ? `${streaks}连胜` : `${-streaks}连败`;
}

/** Games behind: "-" for the leader, else one decimal only when a half ("2.5", "3"). */
export function gameBackText(gameBack: number): string {
  if (!Number.isFinite(gameBack) || gameBack <= 0) return "-";
  return Number.isInteger(gameBack) ? String(gameBack) : gameBack.toFixed(1);
}

/** A per-game average with one decimal; "-" before a game. */
export function perGame(total: number, played: number): string {
  return played > 0 ? (total / played).toFixed(1) : "-";
}

/** Basketball competition 1's divisions (spec: 1 Atlantic … 6 Southwest). */
export const DIVISION_NAMES: Readonly<Record<number, string>> = {
  1: "大西洋赛区",
  2: "中部赛区",
  3: "东南赛区",
  4: "太平洋赛区",
  5: "西北赛区",
  6: "西南赛区",
};

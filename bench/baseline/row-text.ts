// What a football row shows, as text: shared by the naive baseline (baseline-list.tsx) and the
// AG Grid peer (bench/ag-grid/), so both render the same columns from the same feed
// (docs/product-rules.md "Match lists": competition, time, status, home, score, away, half-time,
// corners).
import type { BaselineMatch } from "./baseline-feed";

export const SECTION_TITLES = ["进行中", "未开始", "其他", "已结束"];
const STATUS_TEXT: Record<number, string> = { 1: "未", 2: "中", 3: "中", 4: "中", 5: "加", 6: "点", 7: "点", 8: "完", 9: "推迟", 10: "中断", 11: "腰斩", 12: "取消", 13: "待定" };

/** "home - away" of one score index (0 total, 1 half-time, 2 red, 3 yellow, 4 corners). */
export const pair = (h: number[], a: number[], index: number) => `${h[index] ?? 0} - ${a[index] ?? 0}`;
/** The status column: the minute in play, 中场 at half-time, else the status's short name. */
export const clock = (m: BaselineMatch) =>
  m.statusId === 3 ? "中场" : m.statusId === 2 || m.statusId === 4 || m.statusId === 5 ? `${m.goingTime}'` : STATUS_TEXT[m.statusId] ?? "";
/** Kick-off, local HH:mm. */
export const hhmm = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};
/** The score cell: the total once the match started, else "VS". */
export const scoreText = (m: BaselineMatch) => (m.statusId > 1 ? pair(m.homeScores, m.awayScores, 0) : "VS");
/** The half-time column, from the second half on. */
export const halfTimeText = (m: BaselineMatch) => (m.statusId > 3 && m.statusId <= 8 ? pair(m.homeScores, m.awayScores, 1) : "-");
/** The corners column, once the match started. */
export const cornersText = (m: BaselineMatch) => (m.statusId > 1 ? pair(m.homeScores, m.awayScores, 4) : "-");

// How the 数据 tab reads team statistics (docs/product-rules.md "Data library", 数据): record
// shares as rounded, clamped percents, half/full pairs from result codes, bucket totals.
import { HALF_FULL_KEYS, RESULT_CODE, type HalfFullKey } from "#wire";
import { parseRecord } from "@/entities/team";
import { clampPercent } from "@/shared/lib/percent";

/** part of total as a rounded percent within 0–100; 0 with no matches. */
export const shareOf = (part: number, total: number): number => (total > 0 ? clampPercent((part / total) * 100) : 0);

/** A record's counts and its first count's share ("win-loss-flat" → 胜率, 赢盘率, 大球率, 单数率). */
export function recordShares(record: string) {
  const { win, loss, flat } = parseRecord(record);
  const total = win + loss + flat;
  return { win, loss, flat, total, rate: shareOf(win, total) };
}

const RESULT_WORD: Readonly<Record<number, string>> = { [RESULT_CODE.win]: "胜", [RESULT_CODE.loss]: "负", [RESULT_CODE.flat]: "平", [RESULT_CODE.walk]: "走" };

/** "10-30" → "胜平": the half-time result, then the full-time one; unknown codes read "-". */
export function halfFullLabel(key: string): string {
  const [half, full] = key.split("-").map(Number);
  const a = RESULT_WORD[half ?? 0];
  const b = RESULT_WORD[full ?? 0];
  return a && b ? `${a}${b}` : "-";
}

/** The team's half/full counts, home and away added, in display order. */
export function halfFullTotals(result: { home: Record<HalfFullKey, number>; away: Record<HalfFullKey, number> }): number[] {
  return HALF_FULL_KEYS.map((k) => result.home[k] + result.away[k]);
}

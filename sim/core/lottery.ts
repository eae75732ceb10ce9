// Lottery tags on matches and the labels the client shows for them (docs/product-rules.md
// "Numbers").

import type { SimLottery } from "./model";

const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** Lottery ids: 101 竞彩足球, 201 竞彩篮球, 301 and 404 北单, 401 传足. */
export const LOTTERY = { competitiveFootball: 101, competitiveBasketball: 201, beidan: 301, beidanAlt: 404, passLeg: 401 } as const;

/**
 * The issue label: 101/201 → weekday of the first digit plus the rest ("6001" → 周六001);
 * 301/404 → 北单 + number; 401 → 传足 + number; numbers under 100 padded to 3 digits.
 */
export function lotteryLabel(lotteryId: number, issueNum: number): string {
  if (lotteryId === 101 || lotteryId === 201) {
    const text = String(issueNum);
    const weekday = WEEKDAYS[Number(text.charAt(0)) - 1];
    return weekday ? weekday + text.slice(1) : text;
  }
  const number = issueNum < 100 ? String(issueNum).padStart(3, "0") : String(issueNum);
  if (lotteryId === 301 || lotteryId === 404) return `北单${number}`;
  if (lotteryId === 401) return `传足${number}`;
  return number;
}

/** lotteryId → label, the shape of the client model's `lotterys`. */
export function lotteryLabels(lotteries: readonly SimLottery[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const l of lotteries) out[l.lotteryId] = lotteryLabel(l.lotteryId, l.issueNum);
  return out;
}

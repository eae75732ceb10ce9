// Basketball score columns (docs/product-rules.md "Match"): scores per period at indexes 0–3
// (ncaa 1 leagues use 0–1 as the halves) and overtime at 4; 上下 (half totals), 全场 (the total),
// 分差 and 总分.
import { BASKETBALL_STATUS as S } from "#wire";
import type { Match } from "../model/match-types";
import { playsHalves } from "./basketball-status";

export type BasketballScoreFields = Pick<Match, "statusId" | "ncaa" | "homeScores" | "awayScores">;

/** One value per side. */
export interface BySide<T> {
  home: T;
  away: T;
}

const OVERTIME = 4;
const QUARTER_LABELS = ["第一节", "第二节", "第三节", "第四节"] as const;
const HALF_LABELS = ["上半场", "下半场"] as const;

export const basketballPeriodLabels = (ncaa: number): readonly string[] => (playsHalves(ncaa) ? HALF_LABELS : QUARTER_LABELS);

// Before tip-off, and for matches never played (cancelled, postponed, to be determined, abnormal),
// the row shows VS. Interrupted (11) and abandoned (14) matches were played: their score stands.
const NO_SCORE: ReadonlySet<number> = new Set([S.ABNORMAL, S.NOT_STARTED, S.CANCELLED, S.POSTPONED, S.PENDING]);

/** Whether the row shows the score (else VS): 2–11 and 14. */
export const basketballShowsScore = (statusId: number): boolean =>
  statusId >= S.FIRST_QUARTER && statusId <= S.PENDING && !NO_SCORE.has(statusId);

/**
 * How many periods have been reached: none before the score shows; while in play the current
 * one and those before it (2–3 the first, 4–5 the second…; overtime all); once over, all.
 */
function periodsReached(statusId: number, periods: number): number {
  if (!basketballShowsScore(statusId)) return 0;
  if (statusId >= S.FIRST_QUARTER && statusId < S.OVERTIME) return Math.min(periods, Math.floor((statusId - S.FIRST_QUARTER) / 2) + 1);
  return periods;
}

/** Each period's points per side; null for a period not reached yet (or not reported). */
export function basketballPeriodScores(match: BasketballScoreFields): BySide<(number | null)[]> {
  const periods = basketballPeriodLabels(match.ncaa).length;
  const reached = periodsReached(match.statusId, periods);
  const row = (scores: readonly number[]) => Array.from({ length: periods }, (_, index) => (index < reached ? (scores[index] ?? null) : null));
  return { home: row(match.homeScores), away: row(match.awayScores) };
}

/** Overtime points, or null when neither side has any and overtime is not being played. */
export function basketballOvertimeScore(match: BasketballScoreFields): BySide<number> | null {
  const home = match.homeScores[OVERTIME] ?? 0;
  const away = match.awayScores[OVERTIME] ?? 0;
  return home === 0 && away === 0 && match.statusId !== S.OVERTIME ? null : { home, away };
}

const sumOrNull = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** 上下: first and second half per side (four quarters: Q1+Q2, Q3+Q4); null until reached. */
export function basketballHalfTotals(match: BasketballScoreFields): BySide<[first: number | null, second: number | null]> {
  const { home, away } = basketballPeriodScores(match);
  const halves = (p: (number | null)[]): [number | null, number | null] =>
    playsHalves(match.ncaa) ? [p[0] ?? null, p[1] ?? null] : [sumOrNull(p[0] ?? null, p[1] ?? null), sumOrNull(p[2] ?? null, p[3] ?? null)];
  return { home: halves(home), away: halves(away) };
}

/** 全场: all periods and overtime (indexes 0–4). */
export function basketballTotal(scores: readonly number[]): number {
  let total = 0;
  for (let index = 0; index <= OVERTIME; index++) total += scores[index] ?? 0;
  return total;
}

/** 分差: home total − away total. */
export const basketballScoreDifference = (match: Pick<Match, "homeScores" | "awayScores">): number =>
  basketballTotal(match.homeScores) - basketballTotal(match.awayScores);

/** 总分: both totals together. */
export const basketballScoreSum = (match: Pick<Match, "homeScores" | "awayScores">): number =>
  basketballTotal(match.homeScores) + basketballTotal(match.awayScores);

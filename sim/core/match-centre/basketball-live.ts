// A basketball match's period scores, text live and team statistics (docs/api-calls.md "Match
// centre", matchStatAndTlive and matchTeamStatistic), made from its current state: the period
// scores are the match's own, the text live marks each period's start and end with the running
// score, and the team statistics scale with the minutes played (points are the match's totals).
import { BASKETBALL_STATUS as BB } from "#wire";
import { hashSeed, Random } from "../random";

export interface BasketballState {
  id: number;
  statusId: number;
  /** Minutes left in the running period. */
  goingTime: number;
  ncaa: 0 | 1;
  homeScores: readonly number[];
  awayScores: readonly number[];
}

export interface TliveLine {
  period: number;
  text: string;
  homeScore: number;
  awayScore: number;
}

export interface TeamStat {
  kind: string;
  home: number;
  away: number;
}

const QUARTERS = ["第一节", "第二节", "第三节", "第四节"];
const HALVES = ["上半场", "下半场"];

/** Regulation periods finished, and the one running (0 when none), by status. */
export function periodsOf(state: Pick<BasketballState, "statusId" | "ncaa">): { done: number; running: number; overtime: boolean } {
  const s = state.statusId;
  if (s === BB.OVERTIME) return { done: state.ncaa ? 2 : 4, running: 5, overtime: true };
  if (s >= BB.FINISHED || s === BB.ABNORMAL) return { done: state.ncaa ? 2 : 4, running: 0, overtime: false };
  if (s < BB.FIRST_QUARTER) return { done: 0, running: 0, overtime: false };
  // 2 first period, 3 its end, 4 second, … (ncaa: 2 first half, 3 half-time, 4 second half).
  const index = s - BB.FIRST_QUARTER; // 0-based step
  const done = Math.floor((index + 1) / 2);
  return { done, running: index % 2 === 0 ? done + 1 : 0, overtime: false };
}

const pad = (scores: readonly number[]) => Array.from({ length: 5 }, (_, i) => Math.max(0, scores[i] ?? 0));
const total = (scores: readonly number[]) => pad(scores).reduce((a, b) => a + b, 0);

export function statAndTlive(state: BasketballState) {
  const periodCount = state.ncaa ? 2 : 4;
  const names = state.ncaa ? HALVES : QUARTERS;
  const home = pad(state.homeScores);
  const away = pad(state.awayScores);
  const { done, running, overtime } = periodsOf(state);
  const tlive: TliveLine[] = [];
  let h = 0;
  let a = 0;
  for (let p = 1; p <= Math.min(done, periodCount); p++) {
    tlive.push({ period: p, text: `${names[p - 1]}开始`, homeScore: h, awayScore: a });
    h += home[p - 1]!;
    a += away[p - 1]!;
    tlive.push({ period: p, text: `${names[p - 1]}结束`, homeScore: h, awayScore: a });
  }
  const hasOvertime = home[4]! + away[4]! > 0 || overtime;
  if (hasOvertime) tlive.push({ period: 5, text: "加时赛开始", homeScore: h, awayScore: a });
  if (running > 0) {
    const name = running === 5 ? "加时赛" : names[running - 1];
    if (running !== 5) tlive.push({ period: running, text: `${name}开始`, homeScore: h, awayScore: a });
    tlive.push({ period: running, text: `${name}进行中，剩余 ${state.goingTime} 分钟`, homeScore: total(home), awayScore: total(away) });
  } else if (state.statusId === BB.FINISHED) {
    if (hasOvertime) tlive.push({ period: 5, text: "加时赛结束", homeScore: total(home), awayScore: total(away) });
    tlive.push({ period: hasOvertime ? 5 : periodCount, text: "全场比赛结束", homeScore: total(home), awayScore: total(away) });
  }
  return { periodCount, homeScores: home, awayScores: away, tlive: tlive.reverse() };
}

/** `playedShare`: regulation minutes played over regulation length (0 before tip-off). */
export function teamStatistic(seed: number, state: BasketballState, playedShare: number): TeamStat[] {
  if (playedShare <= 0 && total(state.homeScores) + total(state.awayScores) === 0) return [];
  const f = Math.min(1.25, Math.max(0.02, playedShare));
  const rng = new Random(hashSeed(seed, "basketball-stats", state.id));
  const pair = (make: () => number) => [make(), make()] as const;
  const scaled = (lo: number, hi: number) => pair(() => Math.round(rng.int(lo, hi) * f));
  const pct = (lo: number, hi: number) => pair(() => rng.int(lo, hi));
  const rows: Array<[string, readonly [number, number]]> = [
    ["points", [total(state.homeScores), total(state.awayScores)]],
    ["fieldGoalPct", pct(38, 55)],
    ["threePointMade", scaled(6, 16)],
    ["threePointPct", pct(28, 42)],
    ["freeThrowPct", pct(65, 88)],
    ["rebounds", scaled(36, 52)],
    ["assists", scaled(18, 30)],
    ["steals", scaled(5, 11)],
    ["blocks", scaled(2, 7)],
    ["turnovers", scaled(9, 17)],
    ["fouls", scaled(15, 24)],
    ["timeouts", pair(() => Math.min(7, Math.round(rng.int(4, 7) * f)))],
  ];
  return rows.map(([kind, [home, away]]) => ({ kind, home, away }));
}

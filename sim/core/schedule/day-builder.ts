// Builds one sport's matches for one local day: which competitions play, who meets whom, when
// they kick off, lottery tags, and the state at "now" (by folding each match's script).

import { BASKETBALL_STATUS as BB, FOOTBALL_STATUS as FB } from "#wire";
import type { Catalog } from "../catalog/catalog";
import { MINUTE_MS } from "../calendar";
import { matchIdOf } from "../ids";
import type { SimLottery, SimMatch, Sport } from "../model";
import { hashSeed, Random } from "../random";
import { PRE_KICKOFF_LEAD_MS } from "./football-script";
import { foldScript } from "./match-progress";
import { matchScript } from "./match-script";

export interface DayBuildInput {
  seed: number;
  sport: Sport;
  dayKey: string;
  dayIndex: number;
  /** Unix ms of local midnight. */
  dayStartMs: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  count: number;
  catalog: Catalog;
  /** Sim time the state is computed for. */
  now: number;
}

/** Kick-off weight per local hour: evenings busiest for football, mornings (NBA) and evenings for basketball. */
const HOUR_WEIGHTS: Readonly<Record<Sport, readonly number[]>> = {
  football: [4, 3, 3, 2, 1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 8, 10, 11, 10, 8, 6],
  basketball: [2, 1, 1, 1, 2, 3, 5, 8, 9, 8, 6, 4, 3, 3, 3, 4, 5, 6, 8, 9, 8, 6, 4, 3],
};
const OFFSETS_MIN = [0, 0, 0, 0, 30, 60, 90, 120, -30, -60, 150];
const BASE_MINUTES = [0, 0, 0, 15, 30, 30, 45];
const FOOTBALL_NOTES = ["中立场", "焦点战", "德比战", "首回合", "次回合", "附加赛", "半决赛", "决赛"];
const BASKETBALL_NOTES = ["中立场", "焦点战", "季后赛", "附加赛", "全明星周末"];
/** Statuses a match may have from the start, postponed most often. */
const FIXED_STATUS: Readonly<Record<Sport, readonly number[]>> = {
  football: [FB.POSTPONED, FB.POSTPONED, FB.POSTPONED, FB.CANCELLED, FB.CANCELLED, FB.PENDING, FB.INTERRUPTED, FB.ABANDONED],
  basketball: [BB.POSTPONED, BB.POSTPONED, BB.CANCELLED, BB.INTERRUPTED, BB.ABANDONED, BB.PENDING],
};
/** The note of each fixed fate, by status name: both tables name them alike but number them differently. */
const FATE_NOTES = { POSTPONED: "比赛推迟", INTERRUPTED: "比赛中断", ABANDONED: "比赛腰斩", CANCELLED: "比赛取消", PENDING: "时间待定" } as const;
type Fate = keyof typeof FATE_NOTES;
const notesByStatusId = (statuses: Readonly<Record<Fate, number>>): Readonly<Record<number, string>> =>
  Object.fromEntries((Object.keys(FATE_NOTES) as Fate[]).map((fate) => [statuses[fate], FATE_NOTES[fate]]));
const FIXED_NOTES: Readonly<Record<Sport, Readonly<Record<number, string>>>> = { football: notesByStatusId(FB), basketball: notesByStatusId(BB) };

interface Fixture {
  minute: number;
  competitionId: number;
  homeTeamId: number;
  awayTeamId: number;
}

/** How many matches each competition plays: weighted sampling of "pair slots" (hot ones first). */
function matchesPerCompetition(rng: Random, catalog: Catalog, sport: Sport, count: number): number[] {
  const comps = catalog.competitions[sport];
  const caps = comps.map((c) => Math.max(1, c.teamIds.length >> 1));
  const slots: { ci: number; key: number }[] = [];
  comps.forEach((c, ci) => {
    const weight = c.hot ? 4 : c.topOne ? 2 : 1;
    for (let k = 0; k < (caps[ci] ?? 1); k++) slots.push({ ci, key: -Math.log(1 - rng.next()) / weight });
  });
  slots.sort((a, b) => a.key - b.key);
  const passes = Math.floor(count / slots.length);
  const per = caps.map((cap) => cap * passes);
  for (let i = 0; i < count - passes * slots.length; i++) {
    const slot = slots[i];
    if (slot) per[slot.ci] = (per[slot.ci] ?? 0) + 1;
  }
  return per;
}

function fixtures(rng: Random, catalog: Catalog, sport: Sport, count: number): Fixture[] {
  const comps = catalog.competitions[sport];
  const per = matchesPerCompetition(rng, catalog, sport, count);
  const out: Fixture[] = [];
  comps.forEach((comp, ci) => {
    const k = per[ci] ?? 0;
    if (k === 0) return;
    const teams = rng.shuffle([...comp.teamIds]);
    const pairs = Math.max(1, teams.length >> 1);
    const baseMinute = rng.weightedIndex(HOUR_WEIGHTS[sport]) * 60 + rng.pick(BASE_MINUTES);
    for (let j = 0; j < k; j++) {
      const p = j % pairs;
      if (j > 0 && p === 0) rng.shuffle(teams); // more matches than pairs: teams play again (load tests)
      const minute = Math.min(1435, Math.max(0, baseMinute + rng.pick(OFFSETS_MIN)));
      out.push({ minute, competitionId: comp.id, homeTeamId: teams[2 * p] ?? 0, awayTeamId: teams[2 * p + 1] ?? teams[0] ?? 0 });
    }
  });
  out.sort((a, b) => a.minute - b.minute || a.competitionId - b.competitionId || a.homeTeamId - b.homeTeamId);
  return out;
}

/** Lottery tags; 101/201 issue numbers count up in kick-off order after the weekday digit. */
function assignLotteries(rng: Random, matches: SimMatch[], sport: Sport, weekday: number): void {
  let competitive = 0;
  let beidan = 100;
  let passLeg = 0;
  for (const m of matches) {
    const tags: SimLottery[] = m.lotteries;
    if (sport === "football") {
      if (competitive < 999 && rng.chance(0.35)) tags.push({ lotteryId: 101, issueNum: weekday * 1000 + ++competitive });
      if (rng.chance(0.25)) tags.push({ lotteryId: rng.chance(0.7) ? 301 : 404, issueNum: beidan++ });
      if (rng.chance(0.1)) tags.push({ lotteryId: 401, issueNum: ++passLeg });
    } else if (competitive < 999 && rng.chance(0.3)) {
      tags.push({ lotteryId: 201, issueNum: weekday * 1000 + ++competitive });
    }
  }
}

export function buildDay(input: DayBuildInput): SimMatch[] {
  const { seed, sport, catalog, now } = input;
  const rng = new Random(hashSeed(seed, "day", sport, input.dayKey));
  const list = fixtures(rng, catalog, sport, input.count);
  const matches = list.map((f, index): SimMatch => {
    const comp = catalog.competitionById.get(f.competitionId);
    const home = catalog.teamById.get(f.homeTeamId);
    const away = catalog.teamById.get(f.awayTeamId);
    const kickoffAt = input.dayStartMs + f.minute * MINUTE_MS;
    const fate = rng.next();
    const fixedStatus = fate < 0.012 ? rng.pick(FIXED_STATUS[sport]) : 0;
    const postponeLeadMinutes = fate >= 0.012 && fate < 0.02 ? rng.int(10, 120) : 0;
    const popular = comp?.hot ? rng.int(2000, 60000) : comp?.topOne ? rng.int(300, 12000) : Math.floor(Math.exp(rng.float(1.5, 7.5)));
    const note = fixedStatus ? (FIXED_NOTES[sport][fixedStatus] ?? "") : rng.chance(0.03) ? rng.pick(sport === "football" ? FOOTBALL_NOTES : BASKETBALL_NOTES) : "";
    return {
      id: matchIdOf(sport, input.dayIndex, index + 1),
      sport,
      competitionId: f.competitionId,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      matchTime: Math.floor(kickoffAt / 1000),
      dayKey: input.dayKey,
      ncaa: sport === "basketball" ? (comp?.ncaa ?? 0) : 0,
      homePosition: home?.position ?? "",
      awayPosition: away?.position ?? "",
      lotteries: [],
      lineupPublished: rng.chance(comp?.topOne ? 0.9 : 0.5),
      fixedStatus,
      postponeLeadMinutes,
      statusId: fixedStatus || 1,
      goingTime: 0,
      peopleNum: popular,
      homeScores: [0, 0, 0, 0, 0],
      awayScores: [0, 0, 0, 0, 0],
      note,
      living: [],
      previews: [],
      kickoffAt,
      periodStartAt: 0,
      periodRealMs: 0,
      periodGameMinutes: 0,
      appliedUntil: 0,
      scripted: true,
    };
  });
  assignLotteries(rng, matches, sport, input.weekday);
  for (const m of matches) {
    // Not-started matches far from kick-off have nothing to fold; skip building their scripts.
    if (m.fixedStatus || m.kickoffAt - PRE_KICKOFF_LEAD_MS > now) continue;
    foldScript(m, matchScript(seed, m, catalog), now);
  }
  return matches;
}

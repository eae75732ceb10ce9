import { describe, expect, it } from "vitest";
import { buildCatalog } from "../catalog/catalog";
import { MINUTE_MS } from "../calendar";
import type { SimMatch } from "../model";
import { buildDay } from "./day-builder";
import { foldScript } from "./match-progress";
import { matchScript } from "./match-script";
import { EventKind } from "./script-event";

const catalog = buildCatalog(1);
const dayStart = Date.parse("2026-11-21T00:00:00+08:00");
// Built "before" the day so every match is untouched and scripts can be folded by hand.
const day = (sport: "football" | "basketball", count: number) =>
  buildDay({ seed: 1, sport, dayKey: "2026-11-21", dayIndex: 1000, dayStartMs: dayStart, weekday: 6, count, catalog, now: dayStart - 86_400_000 });

const day2 = (sport: "football" | "basketball", count: number) =>
  buildDay({ seed: 1, sport, dayKey: "2026-11-22", dayIndex: 1001, dayStartMs: dayStart + 86_400_000, weekday: 7, count, catalog, now: dayStart - 86_400_000 });
const sum = (scores: readonly number[]) => scores.reduce((a, b) => a + b, 0);

const fresh = (m: SimMatch): SimMatch => ({ ...m, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], statusId: m.fixedStatus || 1, appliedUntil: 0 });

describe("match scripts", () => {
  it("plays football through both halves to full time", () => {
    const matches = day("football", 400).filter((m) => !m.fixedStatus && !m.postponeLeadMinutes);
    let goals = 0;
    for (const m of matches) {
      const script = matchScript(1, m, catalog);
      expect(script).toEqual(matchScript(1, m, catalog)); // pure
      const statuses = script.filter((e) => e.kind === EventKind.status).map((e) => e.statusId);
      expect(statuses).toEqual([2, 3, 4, 8]);
      const end = script[script.length - 1]!;
      expect(end.statusId).toBe(8);
      expect(end.at - m.kickoffAt).toBeGreaterThan(105 * MINUTE_MS);
      expect(end.at - m.kickoffAt).toBeLessThan(120 * MINUTE_MS);
      const state = fresh(m);
      foldScript(state, script, end.at);
      expect(state.statusId).toBe(8);
      expect(state.goingTime).toBe(90);
      goals += state.homeScores[0]! + state.awayScores[0]!;
      expect(state.homeScores[1]!).toBeLessThanOrEqual(state.homeScores[0]!);
    }
    expect(goals / matches.length).toBeGreaterThan(2.3);
    expect(goals / matches.length).toBeLessThan(3.1);
  });

  it("plays basketball quarters (or halves) with breaks, and overtimes while level", () => {
    const matches = day("basketball", 3000).filter((m) => !m.fixedStatus && !m.postponeLeadMinutes);
    let overtimes = 0;
    let doubleOvertimes = 0;
    let played = 0;
    for (const m of matches) {
      const script = matchScript(1, m, catalog);
      expect(script).toEqual(matchScript(1, m, catalog)); // pure
      const statusEvents = script.filter((e) => e.kind === EventKind.status);
      const statuses = statusEvents.map((e) => e.statusId);
      if (statuses.includes(11)) continue; // interruptions: the next test
      played++;
      const regulation = m.ncaa ? [2, 3, 4] : [2, 3, 4, 5, 6, 7, 8];
      expect(statuses.slice(0, regulation.length)).toEqual(regulation);
      const extra = statuses.slice(regulation.length);
      expect(extra.at(-1)).toBe(10);
      expect(extra.slice(0, -1).every((s) => s === 9)).toBe(true);
      // Breaks: 2.5 min between quarters, 15 at half-time; each period starts with its full clock.
      const minutes = m.ncaa ? 20 : catalog.competitionById.get(m.competitionId)!.name === "NBA" ? 12 : 10;
      for (const [i, ev] of statusEvents.entries()) {
        if (ev.statusId === 3 || ev.statusId === 5 || ev.statusId === 7) {
          const gap = statusEvents[i + 1]!.at - ev.at;
          expect(gap).toBe(m.ncaa || ev.statusId === 5 ? 15 * MINUTE_MS : 2.5 * MINUTE_MS);
        }
        if ([2, 4, 6, 8].includes(ev.statusId)) expect(ev.periodGameMinutes).toBe(minutes);
        if (ev.statusId === 9) expect(ev.periodGameMinutes).toBe(5);
      }
      // Level at the end of regulation and after every overtime but the last; never at the end.
      const state = fresh(m);
      for (const ot of statusEvents.filter((e) => e.statusId === 9)) {
        foldScript(state, script, ot.at - 1);
        expect(sum(state.homeScores)).toBe(sum(state.awayScores));
      }
      foldScript(state, script, script.at(-1)!.at);
      expect(state.statusId).toBe(10);
      expect(state.goingTime).toBe(0);
      expect(sum(state.homeScores)).not.toBe(sum(state.awayScores));
      if (m.ncaa) expect([state.homeScores[2], state.homeScores[3], state.awayScores[2], state.awayScores[3]]).toEqual([0, 0, 0, 0]);
      const otCount = extra.length - 1;
      if (otCount === 0) expect([state.homeScores[4], state.awayScores[4]]).toEqual([0, 0]);
      if (otCount > 0) overtimes++;
      if (otCount > 1) doubleOvertimes++;
    }
    expect(played).toBeGreaterThan(2800);
    expect(overtimes / played).toBeGreaterThan(0.01);
    expect(overtimes / played).toBeLessThan(0.1);
    expect(doubleOvertimes).toBeGreaterThan(0);
    // Points: about what the level plays (FIBA ~80, NBA ~110 a side).
    const totals = matches.slice(0, 300).map((m) => {
      const state = fresh(m);
      const script = matchScript(1, m, catalog);
      foldScript(state, script, script.at(-1)!.at);
      return sum(state.homeScores) + sum(state.awayScores);
    });
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(130);
    expect(mean).toBeLessThan(230);
  });

  it("interrupts a few basketball matches in play: they resume where the clock stopped, or are abandoned", () => {
    const interrupted = [...day("basketball", 3000), ...day2("basketball", 3000)]
      .filter((m) => !m.fixedStatus && !m.postponeLeadMinutes)
      .map((m) => ({ m, script: matchScript(1, m, catalog) }))
      .filter(({ script }) => script.some((e) => e.kind === EventKind.status && e.statusId === 11));
    expect(interrupted.length).toBeGreaterThan(5);
    expect(interrupted.length).toBeLessThan(60);
    let resumed = 0;
    let abandoned = 0;
    for (const { m, script } of interrupted) {
      const statusEvents = script.filter((e) => e.kind === EventKind.status);
      const at = statusEvents.findIndex((e) => e.statusId === 11);
      const stopped = statusEvents[at - 1]!;
      const next = statusEvents[at + 1]!;
      const state = fresh(m);
      foldScript(state, script, statusEvents[at]!.at);
      expect(state.statusId).toBe(11);
      if (next.statusId === 14) {
        abandoned++;
        expect(statusEvents.at(-1)).toBe(next);
        continue;
      }
      resumed++;
      // The same period again, with the minutes that were left.
      expect(next.statusId).toBe(stopped.statusId);
      expect(next.periodGameMinutes).toBeLessThan(stopped.periodGameMinutes);
      expect(next.periodGameMinutes).toBeGreaterThan(0);
      foldScript(state, script, next.at);
      expect(state.statusId).toBe(next.statusId);
      expect(state.goingTime).toBe(next.periodGameMinutes);
      foldScript(state, script, script.at(-1)!.at);
      expect(state.statusId).toBe(10);
      expect(sum(state.homeScores)).not.toBe(sum(state.awayScores));
    }
    expect(resumed).toBeGreaterThan(0);
    expect(abandoned).toBeGreaterThan(0);
  });

  it("postpones basketball before tip-off as 13 (12 cancelled, 14 abandoned, 15 to be determined)", () => {
    const all = [...day("basketball", 3000), ...day2("basketball", 3000)];
    const late = all.find((x) => x.postponeLeadMinutes > 0)!;
    expect(matchScript(1, late, catalog)).toEqual([expect.objectContaining({ kind: EventKind.status, statusId: 13 })]);
    const fixed = new Set(all.filter((m) => m.fixedStatus).map((m) => m.fixedStatus));
    expect([...fixed].sort()).toEqual([11, 12, 13, 14, 15]);
    expect(all.filter((m) => m.fixedStatus === 13).every((m) => m.note === "比赛推迟")).toBe(true);
    expect(all.filter((m) => m.fixedStatus === 14).every((m) => m.note === "比赛腰斩")).toBe(true);
    expect(all.filter((m) => m.fixedStatus === 12).every((m) => m.note === "比赛取消")).toBe(true);
  });

  it("postpones some matches before kick-off", () => {
    const m = day("football", 3000).find((x) => x.postponeLeadMinutes > 0)!;
    const script = matchScript(1, m, catalog);
    expect(script).toHaveLength(1);
    expect(script[0]).toMatchObject({ kind: EventKind.status, statusId: 9, at: m.kickoffAt - m.postponeLeadMinutes * MINUTE_MS });
  });
});

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

  it("plays basketball quarters (or halves) and settles ties in overtime", () => {
    const matches = day("basketball", 600).filter((m) => !m.fixedStatus && !m.postponeLeadMinutes);
    let overtimes = 0;
    for (const m of matches) {
      const script = matchScript(1, m, catalog);
      const statuses = script.filter((e) => e.kind === EventKind.status).map((e) => e.statusId);
      const regulation = m.ncaa ? [2, 3, 4] : [2, 3, 4, 5, 6, 7, 8];
      expect(statuses.slice(0, regulation.length)).toEqual(regulation);
      expect(statuses[statuses.length - 1]).toBe(10);
      if (statuses.includes(9)) overtimes++;
      const state = fresh(m);
      foldScript(state, script, script[script.length - 1]!.at);
      const h = state.homeScores.reduce((a, b) => a + b, 0);
      const a = state.awayScores.reduce((a2, b) => a2 + b, 0);
      expect(h).not.toBe(a);
      if (m.ncaa) expect([state.homeScores[2], state.homeScores[3]]).toEqual([0, 0]);
      if (!statuses.includes(9)) expect(state.homeScores[4]).toBe(0);
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it("postpones some matches before kick-off", () => {
    const m = day("football", 3000).find((x) => x.postponeLeadMinutes > 0)!;
    const script = matchScript(1, m, catalog);
    expect(script).toHaveLength(1);
    expect(script[0]).toMatchObject({ kind: EventKind.status, statusId: 9, at: m.kickoffAt - m.postponeLeadMinutes * MINUTE_MS });
  });
});

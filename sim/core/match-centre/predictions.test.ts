import { describe, expect, it } from "vitest";
import { settlePick } from "./predictions";

describe("settlePick", () => {
  it("1X2 and moneyline hit only on the chosen result", () => {
    expect(settlePick({ kind: "europe", selection: "draw", line: 0, odds: 3.2 }, { home: 1, away: 1 })).toBe(1);
    expect(settlePick({ kind: "europe", selection: "home", line: 0, odds: 1.8 }, { home: 1, away: 1 })).toBe(2);
    expect(settlePick({ kind: "moneyline", selection: "away", line: 0, odds: 2.1 }, { home: 99, away: 101 })).toBe(1);
  });

  it("handicaps and totals: whole lines push, half lines cannot", () => {
    expect(settlePick({ kind: "asia", selection: "home", line: 1, odds: 1.9 }, { home: 2, away: 1 })).toBe(3);
    expect(settlePick({ kind: "asia", selection: "home", line: 0.5, odds: 1.9 }, { home: 2, away: 1 })).toBe(1);
    expect(settlePick({ kind: "asia", selection: "away", line: 0.5, odds: 1.9 }, { home: 2, away: 1 })).toBe(2);
    expect(settlePick({ kind: "asia", selection: "away", line: -0.5, odds: 1.9 }, { home: 0, away: 0 })).toBe(2);
    expect(settlePick({ kind: "overUnder", selection: "over", line: 2.5, odds: 1.9 }, { home: 2, away: 1 })).toBe(1);
    expect(settlePick({ kind: "total", selection: "under", line: 200, odds: 1.9 }, { home: 100, away: 100 })).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { statReadings } from "./stat-readings";

describe("the player's football stats", () => {
  it("adds shots on and off target, reads corners and cards, and possession as percentages", () => {
    const stats = [
      { type: 25, home: 57.6, away: 42.4 },
      { type: 21, home: 4, away: 2 },
      { type: 22, home: 5, away: 3 },
      { type: 2, home: 6, away: 1 },
      { type: 3, home: 1, away: 2 },
      { type: 4, home: 0, away: 1 },
      { type: 23, home: 80, away: 70 },
    ];
    expect(statReadings(stats).map(({ label, home, away }) => `${label} ${home}-${away}`)).toEqual([
      "射门 9-5",
      "角球 6-1",
      "黄牌 1-2",
      "红牌 0-1",
      "控球率 58%-42%",
    ]);
  });

  it("leaves out what the match has not reported", () => {
    expect(statReadings([])).toEqual([]);
    expect(statReadings([{ type: 22, home: 2, away: 0 }]).map((r) => r.label)).toEqual(["射门"]);
  });
});

import { describe, expect, it } from "vitest";
import type { MatchIncident } from "../api/match-incidents-request";
import { buildTimeline } from "./incident-timeline";
import { buildStatBars } from "./stat-bars";

const incident = (type: number, position: number, time: number, extra: Partial<MatchIncident> = {}): MatchIncident => ({
  type, position, time, playerName: "", homeScore: 0, awayScore: 0, assist1Name: "", assist2Name: "", inPlayerName: "", outPlayerName: "", reasonType: 0, ...extra,
});

describe("stat bars", () => {
  it("orders the nine types, shares each row, marks possession in percent", () => {
    const bars = buildStatBars([
      { type: 2, home: 6, away: 2 },
      { type: 25, home: 58, away: 42 },
      { type: 4, home: 0, away: 0 },
      { type: 23, home: 1, away: 2 },
      { type: 99, home: 1, away: 1 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(["进攻", "控球率", "角球", "红牌"]);
    expect(bars[0]).toMatchObject({ homePercent: 33, awayPercent: 67 });
    expect(bars[1]).toMatchObject({ homeText: "58%", awayText: "42%", homePercent: 58 });
    expect(bars[2]).toMatchObject({ homeText: "6", awayText: "2", homePercent: 75, awayPercent: 25 });
    expect(bars[3]).toMatchObject({ homePercent: 0, awayPercent: 0 });
  });
});

describe("timeline", () => {
  it("keeps key events by side, drops corners, turns half-time and end into markers", () => {
    const entries = buildTimeline([
      incident(1, 1, 12, { playerName: "席尔瓦", homeScore: 1 }),
      incident(2, 2, 20),
      incident(3, 2, 30, { playerName: "王子豪" }),
      incident(11, 0, 45, { homeScore: 1 }),
      incident(9, 1, 60, { inPlayerName: "甲", outPlayerName: "乙" }),
      incident(12, 0, 90, { homeScore: 1 }),
    ]);
    expect(entries.map((e) => (e.kind === "event" ? `${e.side}:${e.incident.type}` : e.text))).toEqual([
      "home:1",
      "away:3",
      "半场 1-0",
      "home:9",
      "完场 1-0",
    ]);
  });
});

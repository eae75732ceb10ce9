import { describe, expect, it } from "vitest";
import { BASKETBALL_PLAYER_RANKS, BASKETBALL_TEAM_RANKS, FOOTBALL_PLAYER_RANKS, FOOTBALL_TEAM_RANKS, RANK_SIZE } from "./ranking-types";

describe("ranking types", () => {
  it("31 football and 25 basketball player types, keys and labels unique", () => {
    expect(FOOTBALL_PLAYER_RANKS).toHaveLength(31);
    expect(BASKETBALL_PLAYER_RANKS).toHaveLength(25);
    for (const table of [FOOTBALL_PLAYER_RANKS, BASKETBALL_PLAYER_RANKS, FOOTBALL_TEAM_RANKS, BASKETBALL_TEAM_RANKS]) {
      expect(new Set(table.map((r) => r.key)).size).toBe(table.length);
      expect(new Set(table.map((r) => r.label)).size).toBe(table.length);
    }
  });

  it("fewer is better for what a side concedes or gives away", () => {
    const asc = (table: typeof FOOTBALL_PLAYER_RANKS) => table.filter((r) => r.order === "asc").map((r) => r.key);
    expect(asc(FOOTBALL_PLAYER_RANKS)).toEqual(["goalsConceded"]);
    expect(asc(BASKETBALL_PLAYER_RANKS)).toEqual(["turnovers", "fouls"]);
    expect(asc(FOOTBALL_TEAM_RANKS)).toEqual(["goalsAgainst"]);
  });

  it("rank sizes: football 30, basketball 100", () => {
    expect([RANK_SIZE.football, RANK_SIZE.basketball]).toEqual([30, 100]);
  });
});

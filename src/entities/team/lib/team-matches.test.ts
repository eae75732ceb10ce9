import { describe, expect, it } from "vitest";
import { matchDateTime, outcomeOf, perGame, phaseOf, shooting, splitMatches } from "./team-matches";

const match = (over: Partial<{ matchId: number; matchTime: number; statusId: number; homeScore: number; awayScore: number }>) => ({
  matchId: 1,
  matchTime: 100,
  statusId: 8,
  homeTeamId: 10,
  awayTeamId: 20,
  homeScore: 2,
  awayScore: 1,
  ...over,
});

describe("a team's matches and numbers", () => {
  it("reads phases per sport", () => {
    expect(phaseOf("football", 8)).toBe("finished");
    expect(phaseOf("football", 3)).toBe("live");
    expect(phaseOf("football", 12)).toBe("other");
    expect(phaseOf("basketball", 10)).toBe("finished");
    expect(phaseOf("basketball", 9)).toBe("live");
    expect(phaseOf("basketball", 1)).toBe("upcoming");
  });

  it("splits results (newest first) from fixtures (soonest first)", () => {
    const { results, fixtures } = splitMatches("football", [
      match({ matchId: 1, matchTime: 100 }),
      match({ matchId: 2, matchTime: 300, statusId: 1 }),
      match({ matchId: 3, matchTime: 200, statusId: 2 }),
      match({ matchId: 4, matchTime: 250, statusId: 1 }),
    ]);
    expect(results.map((m) => m.matchId)).toEqual([3, 1]);
    expect(fixtures.map((m) => m.matchId)).toEqual([4, 2]);
  });

  it("reads the outcome from the team's side, none before full time", () => {
    expect(outcomeOf("football", match({}), 10)).toBe("胜");
    expect(outcomeOf("football", match({}), 20)).toBe("负");
    expect(outcomeOf("football", match({ awayScore: 2 }), 20)).toBe("平");
    expect(outcomeOf("football", match({ statusId: 4 }), 10)).toBeNull();
    expect(outcomeOf("football", match({}), 99)).toBeNull();
  });

  it("per-game numbers and shooting to one decimal", () => {
    expect(perGame(253, 10)).toBe("25.3");
    expect(perGame(5, 0)).toBe("0.0");
    expect(shooting(45, 98)).toBe("45/98 (45.9%)");
    expect(shooting(0, 0)).toBe("0/0");
  });

  it("writes kick-off as date and time", () => {
    expect(matchDateTime(new Date(2026, 2, 14, 19, 30).getTime() / 1000)).toBe("2026-03-14 19:30");
  });
});

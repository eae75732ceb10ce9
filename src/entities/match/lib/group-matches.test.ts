import { describe, expect, it } from "vitest";
import { groupMatches } from "./group-matches";
import { applyScoreUpdate } from "./apply-score-update";
import { testMatch } from "#test-kit/fixtures";

const END_OF_TODAY = 1_800_050_000;

describe("groupMatches", () => {
  it("puts each match in its section, tomorrow's not-started apart, each sorted by kick-off", () => {
    const sections = groupMatches(
      [
        testMatch({ matchId: 1, topupType: "finish", statusId: 8, matchTime: 1_800_000_100 }),
        testMatch({ matchId: 2, topupType: "going", statusId: 4, matchTime: 1_800_000_300 }),
        testMatch({ matchId: 3, topupType: "going", statusId: 2, matchTime: 1_800_000_200 }),
        testMatch({ matchId: 4, topupType: "no_start", matchTime: END_OF_TODAY + 3600 }),
        testMatch({ matchId: 5, topupType: "no_start", matchTime: 1_800_040_000 }),
        testMatch({ matchId: 6, topupType: "other", statusId: 9 }),
      ],
      END_OF_TODAY,
    );
    expect(sections).toEqual({ going: [3, 2], noStart: [5], nextDay: [4], other: [6], finish: [1] });
  });
});

describe("applyScoreUpdate", () => {
  const base = testMatch({ matchId: 7, statusId: 2, topupType: "going", goingTime: 30, homeScores: [0, 0, 0, 1, 2] });

  it("applies scores, status, clock and regroups the match", () => {
    const next = applyScoreUpdate(base, {
      matchId: 7,
      statusId: 8,
      homeScore: [2, 1, 0, 1, 4],
      awayScore: [1, 0, 0, 0, 3],
      goingTime: 90,
      note: "",
    });
    expect(next).toMatchObject({ statusId: 8, topupType: "finish", goingTime: 90, homeScores: [2, 1, 0, 1, 4] });
    expect(base.statusId).toBe(2);
  });

  it("returns the same object when nothing changed, so the row does not re-render", () => {
    const same = applyScoreUpdate(base, {
      matchId: 7,
      statusId: 2,
      homeScore: [0, 0, 0, 1, 2],
      awayScore: [0, 0, 0, 0, 0],
      goingTime: 30,
      note: "",
    });
    expect(same).toBe(base);
  });
});

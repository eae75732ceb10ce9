import { describe, expect, it } from "vitest";
import { groupMatches } from "./group-matches";
import { applyScoreUpdate } from "./apply-score-update";
import { testMatch } from "#test-kit/fixtures";
import type { Match } from "../model/match-types";

const END_OF_TODAY = 1_800_050_000;

const mapOf = (matches: Match[]) => new Map(matches.map((match) => [match.matchId, match]));

describe("groupMatches", () => {
  it("puts each match in its section, tomorrow's not-started apart, each sorted by kick-off", () => {
    const sections = groupMatches(
      mapOf([
        testMatch({ matchId: 1, topupType: "finish", statusId: 8, matchTime: 1_800_000_100 }),
        testMatch({ matchId: 2, topupType: "going", statusId: 4, matchTime: 1_800_000_300 }),
        testMatch({ matchId: 3, topupType: "going", statusId: 2, matchTime: 1_800_000_200 }),
        testMatch({ matchId: 4, topupType: "no_start", matchTime: END_OF_TODAY + 3600 }),
        testMatch({ matchId: 5, topupType: "no_start", matchTime: 1_800_040_000 }),
        testMatch({ matchId: 6, topupType: "other", statusId: 9 }),
      ]),
      END_OF_TODAY,
    );
    expect(sections).toEqual({ going: [3, 2], noStart: [5], nextDay: [4], other: [6], finish: [1] });
  });

  // A day of 300 matches, kick-offs out of id order and some shared; every 7th in play, every 3rd over.
  const GROUPS = ["going", "no_start", "finish", "other"] as const;
  const day = Array.from({ length: 300 }, (_, i) =>
    testMatch({
      matchId: 1000 + ((i * 37) % 300),
      matchTime: 1_800_000_000 + ((i * 7919) % 97) * 600,
      topupType: GROUPS[i % 7 === 0 ? 0 : i % 3 === 0 ? 2 : i % 41 === 0 ? 3 : 1],
    }),
  );

  it("re-sorts from the sections before a change to what a full sort gives", () => {
    const before = groupMatches(mapOf(day), END_OF_TODAY);
    // Some matches start, some end, one is postponed.
    const after = day.map((match, i): Match =>
      i % 11 === 0 ? { ...match, topupType: match.topupType === "no_start" ? "going" : "finish" } : i === 5 ? { ...match, topupType: "other" } : match,
    );
    const resorted = groupMatches(mapOf(after), END_OF_TODAY, before);
    expect(resorted).toEqual(groupMatches(mapOf(after), END_OF_TODAY));
    expect(resorted).not.toEqual(before);
    expect(Object.values(resorted).flat().sort()).toEqual(day.map((match) => match.matchId).sort());
  });

  it("sorts them all when the matches are not the ones the sections before held", () => {
    const before = groupMatches(mapOf(day), END_OF_TODAY);
    const added = [...day, testMatch({ matchId: 9999, topupType: "going", matchTime: 1_700_000_000 })];
    expect(groupMatches(mapOf(added), END_OF_TODAY, before).going[0]).toBe(9999);
    const removed = day.filter((match) => match.matchId !== before.going[0]);
    expect(groupMatches(mapOf(removed), END_OF_TODAY, before)).toEqual(groupMatches(mapOf(removed), END_OF_TODAY));
    expect(Object.values(groupMatches(mapOf(removed), END_OF_TODAY, before)).flat()).not.toContain(before.going[0]);
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

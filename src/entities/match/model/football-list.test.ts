import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { decodeSocketMessage, encodeSocketMessage, frameReceived, SOCKET_CODE } from "@/shared/api";
import { testMatch } from "../../../../tests/fixtures/test-match";
import { $footballMatches, $footballSections, footballListLoaded, footballScoreUpdated, SCORE_FLUSH_MS } from "./football-list";

const today = Math.floor(Date.now() / 1000);
const list = [
  testMatch({ matchId: 101, statusId: 2, topupType: "going", matchTime: today - 1800 }),
  testMatch({ matchId: 102, statusId: 4, topupType: "going", matchTime: today - 3600 }),
  testMatch({ matchId: 103, statusId: 1, topupType: "no_start", matchTime: today }),
];

describe("football list model", () => {
  it("groups a loaded list at once", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: list });
    expect(scope.getState($footballSections).going).toEqual([102, 101]);
    expect(scope.getState($footballMatches).size).toBe(3);
  });

  it("updates a match within a frame and moves it between sections only after the debounced re-sort", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: list });

    const settled = allSettled(footballScoreUpdated, {
      scope,
      params: { matchId: 102, statusId: 8, homeScore: [2, 1, 0, 0, 5], awayScore: [0, 0, 0, 1, 2], goingTime: 90, note: "" },
    });
    await new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS * 3));
    expect(scope.getState($footballMatches).get(102)).toMatchObject({ statusId: 8, topupType: "finish" });
    expect(scope.getState($footballSections).going).toContain(102);

    await settled; // the 500 ms debounce has fired
    expect(scope.getState($footballSections).going).toEqual([101]);
    expect(scope.getState($footballSections).finish).toEqual([102]);
  });

  it("keeps the other matches' objects, so only the changed row re-renders", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: list });
    const before = scope.getState($footballMatches);
    await allSettled(footballScoreUpdated, {
      scope,
      params: { matchId: 101, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 31, note: "" },
    });
    const after = scope.getState($footballMatches);
    expect(after.get(101)).not.toBe(before.get(101));
    expect(after.get(102)).toBe(before.get(102));
    expect(after.get(103)).toBe(before.get(103));
  });

  it("applies a decoded socket score frame (code 12) to its match", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: list });
    const bytes = encodeSocketMessage({
      type: SOCKET_CODE.FOOTBALL_SCORE,
      matchId: 101,
      scoreObj: { matchId: 101, statusId: 2, homeScore: [1, 1, 0, 0, 3], awayScore: [0, 0, 1, 0, 1], goingTime: 40 },
    });
    await allSettled(frameReceived, { scope, params: decodeSocketMessage(bytes)! });
    expect(scope.getState($footballMatches).get(101)).toMatchObject({ homeScores: [1, 1, 0, 0, 3], goingTime: 40 });
  });

  it("ignores pushes for matches not in today's list", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: list });
    const before = scope.getState($footballMatches);
    await allSettled(footballScoreUpdated, {
      scope,
      params: { matchId: 999, statusId: 2, homeScore: [1], awayScore: [0], goingTime: 1, note: "" },
    });
    expect(scope.getState($footballMatches)).toBe(before);
  });
});

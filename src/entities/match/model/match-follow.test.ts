import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { testMatch } from "../../../../tests/fixtures/test-match";
import { $footballMatches, footballListLoaded } from "./football-list";
import { matchFollowChanged } from "./match-follow";

describe("matchFollowChanged", () => {
  it("sets the match's hasFollow and keeps every other match object", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: [testMatch({ matchId: 1 }), testMatch({ matchId: 2 })] });
    const before = scope.getState($footballMatches);

    await allSettled(matchFollowChanged, { scope, params: { matchId: 1, hasFollow: 1 } });
    const after = scope.getState($footballMatches);
    expect(after.get(1)?.hasFollow).toBe(1);
    expect(after.get(2)).toBe(before.get(2));
  });

  it("leaves the store alone for an unknown match or an unchanged flag", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: [testMatch({ matchId: 1, hasFollow: 2 })] });
    const before = scope.getState($footballMatches);
    await allSettled(matchFollowChanged, { scope, params: { matchId: 9, hasFollow: 1 } });
    await allSettled(matchFollowChanged, { scope, params: { matchId: 1, hasFollow: 2 } });
    expect(scope.getState($footballMatches)).toBe(before);
  });
});

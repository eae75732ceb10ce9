import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { createSportLists } from "./create-sport-lists";
import { footballLists } from "./football";
import { matchFollowChanged } from "@/shared/model";
import { FOLLOW_LIST_KEY, TODAY_LIST_KEY } from "./use-match-lists";

const { today, browse } = footballLists;

describe("matchFollowChanged", () => {
  it("sets the match's hasFollow and keeps every other match object", async () => {
    const scope = fork();
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1 }), testMatch({ matchId: 2 })] } });
    const before = scope.getState(today.$matches);

    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 1, hasFollow: 1 } });
    const after = scope.getState(today.$matches);
    expect(after.get(1)?.hasFollow).toBe(1);
    expect(after.get(2)).toBe(before.get(2));
  });

  it("leaves the store alone for an unknown match or an unchanged flag", async () => {
    const scope = fork();
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1, hasFollow: 2 })] } });
    const before = scope.getState(today.$matches);
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 9, hasFollow: 1 } });
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 1, hasFollow: 2 } });
    expect(scope.getState(today.$matches)).toBe(before);
  });

  it("the browsed list (the follows, a day) takes it too", async () => {
    const scope = fork();
    const match = testMatch({ matchId: 1, hasFollow: 1 });
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [match, testMatch({ matchId: 2 })] } });
    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: [match, testMatch({ matchId: 3, hasFollow: 1 })] } });
    const before = scope.getState(browse.$matches);

    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 1, hasFollow: 2 } });
    expect(scope.getState(browse.$matches).get(1)?.hasFollow).toBe(2);
    expect(scope.getState(today.$matches).get(1)?.hasFollow).toBe(2);
    expect(scope.getState(browse.$matches).get(3)).toBe(before.get(3));
  });

  it("a basketball change leaves the football lists alone, and reaches basketball's", async () => {
    const basketballLists = createSportLists({ sport: "basketball", scorePushes: [] });
    const scope = fork();
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1 })] } });
    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: [testMatch({ matchId: 1 })] } });
    await allSettled(basketballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1, sport: "basketball" })] },
    });
    const todayBefore = scope.getState(today.$matches);
    const browseBefore = scope.getState(browse.$matches);

    await allSettled(matchFollowChanged, { scope, params: { sport: "basketball", matchId: 1, hasFollow: 1 } });
    expect(scope.getState(today.$matches)).toBe(todayBefore);
    expect(scope.getState(browse.$matches)).toBe(browseBefore);
    expect(scope.getState(basketballLists.today.$matches).get(1)?.hasFollow).toBe(1);
  });
});

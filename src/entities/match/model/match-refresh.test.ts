import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { footballLists, footballPushEffects } from "./football";
import { TODAY_LIST_KEY } from "./use-match-lists";

describe("match refresh versions", () => {
  it("counts each match's refresh requests and starts over with a new list", async () => {
    const scope = fork();
    await allSettled(footballPushEffects.matchRefreshRequested, { scope, params: 7 });
    await allSettled(footballPushEffects.matchRefreshRequested, { scope, params: 7 });
    await allSettled(footballPushEffects.matchRefreshRequested, { scope, params: 9 });
    expect(scope.getState(footballPushEffects.$refreshVersions)).toEqual({ 7: 2, 9: 1 });
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [] } });
    expect(scope.getState(footballPushEffects.$refreshVersions)).toEqual({});
  });
});

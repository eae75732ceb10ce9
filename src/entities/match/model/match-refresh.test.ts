import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { footballListLoaded } from "./football-list";
import { $matchRefreshVersions } from "./match-refresh";
import { matchRefreshRequested } from "./push-effects";

describe("match refresh versions", () => {
  it("counts each match's refresh requests and starts over with a new list", async () => {
    const scope = fork();
    await allSettled(matchRefreshRequested, { scope, params: 7 });
    await allSettled(matchRefreshRequested, { scope, params: 7 });
    await allSettled(matchRefreshRequested, { scope, params: 9 });
    expect(scope.getState($matchRefreshVersions)).toEqual({ 7: 2, 9: 1 });
    await allSettled(footballListLoaded, { scope, params: [] });
    expect(scope.getState($matchRefreshVersions)).toEqual({});
  });
});

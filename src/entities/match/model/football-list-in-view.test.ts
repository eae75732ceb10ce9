import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { testMatch } from "../../../../tests/fixtures/test-match";
import { footballBrowseListLoaded } from "./football-browse-list";
import { footballListLoaded } from "./football-list";
import { $footballMatchesInView, footballListShown } from "./football-list-in-view";

const ids = (matches: ReadonlyMap<number, unknown>) => [...matches.keys()].sort((a, b) => a - b);

async function withBothLists() {
  const scope = fork();
  await allSettled(footballListLoaded, { scope, params: [testMatch({ matchId: 1 }), testMatch({ matchId: 2 })] });
  await allSettled(footballBrowseListLoaded, { scope, params: { key: "history:2026-11-20", matches: [testMatch({ matchId: 7 })] } });
  return scope;
}

describe("the football list in view", () => {
  it("is today's list until a browsed list is shown", async () => {
    const scope = await withBothLists();
    expect(ids(scope.getState($footballMatchesInView))).toEqual([1, 2]);
  });

  it("follows the list shown: a browsed day, then today's again", async () => {
    const scope = await withBothLists();
    await allSettled(footballListShown, { scope, params: { list: "browse", key: "history:2026-11-20" } });
    expect(ids(scope.getState($footballMatchesInView))).toEqual([7]);
    await allSettled(footballListShown, { scope, params: { list: "today" } });
    expect(ids(scope.getState($footballMatchesInView))).toEqual([1, 2]);
  });

  it("a browsed list still loading holds nothing, not the day it replaces", async () => {
    const scope = await withBothLists();
    await allSettled(footballListShown, { scope, params: { list: "browse", key: "history:2026-11-19" } });
    expect(scope.getState($footballMatchesInView).size).toBe(0);
    await allSettled(footballBrowseListLoaded, { scope, params: { key: "history:2026-11-19", matches: [testMatch({ matchId: 9 })] } });
    expect(ids(scope.getState($footballMatchesInView))).toEqual([9]);
  });
});

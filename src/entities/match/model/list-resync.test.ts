// A list fetched again after the live data missed pushes (a reconnect, a long-hidden tab): the
// reply replaces the rows, except that what was pushed after the request left is applied over it
// (the reply is older), and so is a match's record refreshed after it left; what changed while
// the user was away pops up nothing. The first load is the same: pushes and living changes that
// came while it was on its way land on its rows.
import { allSettled, createWatch, fork } from "effector";
import { describe, expect, it } from "vitest";
import { SOCKET_CODE } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import { footballLists, footballPushEffects } from "./football";
import type { Match } from "./match-types";
import { TODAY_LIST_KEY } from "./use-match-lists";

const live = (matchId: number, home: number, away: number, minute = 30): Match =>
  testMatch({ matchId, statusId: 2, topupType: "going", goingTime: minute, homeScores: [home, 0, 0, 0, 0], awayScores: [away, 0, 0, 0, 0] });

async function loadedScope(matches: Match[]) {
  const scope = fork();
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  const goals: number[] = [];
  createWatch({ unit: footballPushEffects.goalScored, scope, fn: ({ matchId }) => goals.push(matchId) });
  return { scope, goals };
}

const push = (scope: ReturnType<typeof fork>, matchId: number, home: number, minute: number) =>
  allSettled(footballLists.scoreUpdated, { scope, params: { matchId, statusId: 2, homeScore: [home, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: minute, note: "" } });

const row = (scope: ReturnType<typeof fork>, matchId: number) => scope.getState(footballLists.today.$matches).get(matchId)!;

describe("a list fetched again", () => {
  it("keeps a row pushed after its request left, and takes the reply for the others", async () => {
    const { scope, goals } = await loadedScope([live(1, 0, 0), live(2, 0, 0)]);
    const requestedAt = Date.now() - 5_000;
    await push(scope, 1, 1, 31); // a goal, live, after the request left
    expect(goals).toEqual([1]);
    // The reply was made before that goal, and knows of one on match 2 the socket missed.
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [live(1, 0, 0, 30), live(2, 1, 0, 33)], requestedAt } });
    expect(row(scope, 1).homeScores[0]).toBe(1);
    expect(row(scope, 1).goingTime).toBe(31);
    expect(row(scope, 2).homeScores[0]).toBe(1);
    expect(row(scope, 2).goingTime).toBe(33);
    // The missed goal was not seen live: no goal effect, no highlight.
    expect(goals).toEqual([1]);
    expect(scope.getState(footballPushEffects.$scoringSides).has(2)).toBe(false);
  });

  it("keeps a row's refreshed record that came after the request left (a VAR correction), not the older reply's", async () => {
    const { scope } = await loadedScope([live(1, 1, 0, 30)]);
    const requestedAt = Date.now() - 5_000;
    // The goal was taken back: the server's record, fetched again, says 0-0.
    await allSettled(footballLists.matchRefreshed, { scope, params: live(1, 0, 0, 31) });
    expect(row(scope, 1).homeScores[0]).toBe(0);
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [live(1, 1, 0, 30)], requestedAt } });
    expect(row(scope, 1).homeScores[0]).toBe(0);
    expect(row(scope, 1).goingTime).toBe(31);
  });

  it("takes the reply for a row pushed before the request left", async () => {
    const { scope } = await loadedScope([live(1, 0, 0)]);
    await push(scope, 1, 1, 31);
    const requestedAt = Date.now() + 1; // asked after that push: the reply knows it and more
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [live(1, 2, 0, 40)], requestedAt } });
    expect(row(scope, 1).homeScores[0]).toBe(2);
    expect(row(scope, 1).goingTime).toBe(40);
  });

  it("on the first load, pushes and living changes that came while the reply was on its way land on its rows", async () => {
    const scope = fork();
    const requestedAt = Date.now() - 1_000;
    const goals: number[] = [];
    createWatch({ unit: footballPushEffects.goalScored, scope, fn: ({ matchId }) => goals.push(matchId) });
    await push(scope, 1, 1, 31); // no rows yet: the list cannot apply it
    const anchor = { avatar: "/a/7.svg", roomId: 700, customId: 7 };
    await pushFrame(scope, { type: SOCKET_CODE.LIVING_START, sportType: 1, matchId: 2, roomId: 700, anchorInfo: anchor });
    expect(scope.getState(footballLists.today.$matches).size).toBe(0);
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [live(1, 0, 0, 30), live(2, 0, 0, 30)], requestedAt } });
    expect(row(scope, 1)).toMatchObject({ homeScores: [1, 0, 0, 0, 0], goingTime: 31 });
    expect(row(scope, 2)).toMatchObject({ living: [anchor], roomIds: [700] });
    expect(goals).toEqual([]); // the first load is the baseline: nothing pops up
  });

  it("compares later pushes with the merged rows: a goal seen in the reply does not pop up again", async () => {
    const { scope, goals } = await loadedScope([live(2, 0, 0)]);
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [live(2, 1, 0, 33)], requestedAt: Date.now() } });
    await push(scope, 2, 1, 34); // the next minute carries the score the reply already had
    expect(goals).toEqual([]);
    await push(scope, 2, 2, 35);
    expect(goals).toEqual([2]);
  });
});

// Basketball's lists (basketballLists): 102/103 pushes and their group moves (2–9 in play, 10
// finished, 11–15 other; re-sort debounced 500 ms), and overtime pushes (150) on both lists.
import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { SOCKET_CODE } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import { basketballStatusGroup } from "../lib/basketball-status";
import { basketballLists, basketballRefresh } from "./basketball";
import { RESORT_DEBOUNCE_MS } from "./create-match-list";
import type { Match, ScoreUpdate } from "./match-types";
import { SCORE_FLUSH_MS } from "./push-batches";
import { dayListKey, TODAY_LIST_KEY } from "./use-match-lists";

const { today, browse } = basketballLists;
const now = Math.floor(Date.now() / 1000);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quarters = (q1: number, q2 = 0, q3 = 0, q4 = 0, ot = 0) => [q1, q2, q3, q4, ot];

/** A basketball match whose group follows its status, as the list mapper makes it. */
const game = (matchId: number, statusId: number, overrides: Partial<Match> = {}) =>
  testMatch({ matchId, sport: "basketball", statusId, topupType: basketballStatusGroup(statusId), matchTime: now - matchId * 60, ...overrides });

// A status change asks for a refresh of its match (create-match-refresh); here it answers nothing.
const listScope = () => fork({ values: [[basketballRefresh.$windowMs, 0]], handlers: [[basketballRefresh.fetchMatchInfoFx, async () => null]] });

async function todayScope(matches: Match[]) {
  const scope = listScope();
  await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

const update = (matchId: number, statusId: number, homeScore: number[] = [], awayScore: number[] = [], goingTime = 5): ScoreUpdate => ({
  matchId,
  statusId,
  homeScore,
  awayScore,
  goingTime,
  note: "",
});
const push = (scope: Scope, params: ScoreUpdate) => allSettled(basketballLists.scoreUpdated, { scope, params });

describe("basketball group moves (basketballLists.today)", () => {
  it("moves matches into play (out of other too), to finished and to other, after the 500 ms debounced re-sort", async () => {
    const scope = await todayScope([
      game(1, 11), // interrupted, then resumed in the third quarter
      game(2, 1), // tips off
      game(3, 8), // full time
      game(4, 9), // full time after overtime
      game(5, 4), // interrupted
      game(6, 1), // postponed
      game(7, 3), // Q1 end → Q2: stays in play
      game(8, 4, { ncaa: 1 }), // a halves league: second half → finished
    ]);
    const before = scope.getState(today.$sections);
    expect(before).toMatchObject({ going: [8, 7, 5, 4, 3], noStart: [6, 2], other: [1], finish: [] });

    const started = Date.now();
    const settled = Promise.all([
      push(scope, update(1, 6)),
      push(scope, update(2, 2)),
      push(scope, update(3, 10)),
      push(scope, update(4, 10)),
      push(scope, update(5, 11)),
      push(scope, update(6, 13)),
      push(scope, update(7, 4)),
      push(scope, update(8, 10)),
    ]);
    await wait(SCORE_FLUSH_MS * 3);
    const groups = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => scope.getState(today.$matches).get(id)!.topupType);
    expect(groups).toEqual(["going", "going", "finish", "finish", "other", "other", "going", "finish"]);
    expect(scope.getState(today.$sections)).toBe(before);

    await settled;
    expect(Date.now() - started).toBeGreaterThanOrEqual(RESORT_DEBOUNCE_MS);
    expect(scope.getState(today.$sections)).toMatchObject({ going: [7, 2, 1], noStart: [], other: [6, 5], finish: [8, 4, 3] });
  });

  it.each([11, 12, 13, 14, 15])("%i takes an in-play match to other", async (statusId) => {
    const scope = await todayScope([game(1, 6)]);
    await push(scope, update(1, statusId));
    expect(scope.getState(today.$sections)).toMatchObject({ going: [], other: [1] });
  });

  it("a change inside play (a quarter ending, a score) re-sorts nothing", async () => {
    const scope = await todayScope([game(1, 2), game(2, 6)]);
    const before = scope.getState(today.$sections);
    await push(scope, update(1, 3, quarters(20), quarters(18), 0));
    await push(scope, update(2, 6, quarters(20, 22, 5), quarters(18, 25, 2), 9));
    expect(scope.getState(today.$matches).get(1)).toMatchObject({ statusId: 3, homeScores: quarters(20) });
    expect(scope.getState(today.$sections)).toBe(before);
  });

  it("applies socket score (102) and status (103) frames", async () => {
    const scope = await todayScope([game(1, 4), game(2, 1)]);
    await pushFrame(scope, {
      type: SOCKET_CODE.BASKETBALL_SCORE,
      matchId: 1,
      scoreObj: { matchId: 1, statusId: 4, homeScore: quarters(22, 9), awayScore: quarters(25, 4), goingTime: 6 },
    });
    await pushFrame(scope, {
      type: SOCKET_CODE.BASKETBALL_STATUS,
      matchId: 2,
      scoreObj: { matchId: 2, statusId: 2, homeScore: quarters(0), awayScore: quarters(0), goingTime: 12 },
    });
    expect(scope.getState(today.$matches).get(1)).toMatchObject({ homeScores: quarters(22, 9), awayScores: quarters(25, 4), goingTime: 6 });
    expect(scope.getState(today.$matches).get(2)).toMatchObject({ statusId: 2, topupType: "going", goingTime: 12 });
    expect(scope.getState(today.$sections).going).toEqual([2, 1]); // kick-off order: 2 is the earlier
  });

  it("takes no football frames", async () => {
    const scope = await todayScope([game(1, 4)]);
    const before = scope.getState(today.$matches);
    await pushFrame(scope, {
      type: SOCKET_CODE.FOOTBALL_SCORE,
      matchId: 1,
      scoreObj: { matchId: 1, statusId: 4, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 60 },
    });
    expect(scope.getState(today.$matches)).toBe(before);
  });
});

describe("overtime pushes (150)", () => {
  const level = () => game(1, 9, { homeScores: quarters(20, 20, 20, 20), awayScores: quarters(22, 18, 20, 20) });

  async function bothListsScope() {
    const scope = await todayScope([level(), game(2, 9)]);
    await allSettled(browse.loaded, { scope, params: { key: dayListKey("history", "2026-11-20"), matches: [level()] } });
    return scope;
  }

  it("sets index 4 of the match in today's and the browsed list, leaving other matches' objects alone", async () => {
    const scope = await bothListsScope();
    const before = scope.getState(today.$matches);
    await pushFrame(scope, { type: SOCKET_CODE.BASKETBALL_OVERTIME, matchId: 1, overTimeScore: [3, 0] });
    expect(scope.getState(today.$matches).get(1)).toMatchObject({ homeScores: quarters(20, 20, 20, 20, 3), awayScores: quarters(22, 18, 20, 20, 0) });
    expect(scope.getState(browse.$matches).get(1)).toMatchObject({ homeScores: quarters(20, 20, 20, 20, 3) });
    expect(scope.getState(today.$matches).get(2)).toBe(before.get(2));
  });

  it("the same map for a match not listed, or overtime already held", async () => {
    const scope = await bothListsScope();
    await allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 1, overtime: [2, 2] } });
    const todays = scope.getState(today.$matches);
    const browsed = scope.getState(browse.$matches);
    await allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 1, overtime: [2, 2] } });
    await allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 99, overtime: [5, 0] } });
    expect(scope.getState(today.$matches)).toBe(todays);
    expect(scope.getState(browse.$matches)).toBe(browsed);
  });

  it("fills the periods of a match that carried none", async () => {
    const scope = await todayScope([game(1, 9, { homeScores: [], awayScores: [] })]);
    await allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 1, overtime: [4, 1] } });
    expect(scope.getState(today.$matches).get(1)).toMatchObject({ homeScores: quarters(0, 0, 0, 0, 4), awayScores: quarters(0, 0, 0, 0, 1) });
  });

  it("keeps its place among the score pushes of the same frame", async () => {
    const scope = await todayScope([level(), game(2, 9, { homeScores: quarters(20, 20, 20, 20), awayScores: quarters(22, 18, 20, 20) })]);
    await Promise.all([
      // A score push, then a newer overtime push: the overtime push wins.
      push(scope, update(1, 9, quarters(20, 20, 20, 20, 2), quarters(22, 18, 20, 20, 0))),
      allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 1, overtime: [5, 0] } }),
      // An overtime push, then a newer score push: the score push wins.
      allSettled(basketballLists.overtimeUpdated, { scope, params: { matchId: 2, overtime: [0, 2] } }),
      push(scope, update(2, 9, quarters(20, 20, 20, 20, 3), quarters(22, 18, 20, 20, 2))),
    ]);
    expect(scope.getState(today.$matches).get(1)?.homeScores[4]).toBe(5);
    expect(scope.getState(today.$matches).get(2)?.homeScores).toEqual(quarters(20, 20, 20, 20, 3));
  });
});

// Push effects of score, status and VAR pushes on the listed matches, in forked scopes with
// durations forked down to milliseconds.
import { allSettled, createEvent, createWatch, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { SOCKET_CODE } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import { createPushEffects } from "./create-push-effects";
import { footballLists, footballPushEffects, footballRefresh } from "./football";
import type { LoadedMatches, Match, ScoreUpdate } from "./match-types";
import { $goalHighlightMs, $redCardHighlightMs, $varReviewMs } from "./push-durations";
import { TODAY_LIST_KEY } from "./use-match-lists";

const { $redCardSides, $scoringSides, $varReviews, goalScored, matchPushed, matchRefreshRequested, redCardShown } = footballPushEffects;

const MS = 40;
const zeros = () => [0, 0, 0, 0, 0];

async function listScope(matches: Match[], ms = MS) {
  const scope = fork({
    values: [[$goalHighlightMs, ms], [$redCardHighlightMs, ms], [$varReviewMs, ms], [footballRefresh.$windowMs, 0]],
    // A refresh request fetches the match (create-match-refresh); here the fetch answers nothing.
    handlers: [[footballRefresh.fetchMatchInfoFx, async () => null]],
  });
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

function record<T>(scope: Scope, unit: Parameters<typeof createWatch<T>>[0]["unit"]) {
  const seen: T[] = [];
  createWatch({ unit, scope, fn: (value: T) => seen.push(value) });
  return seen;
}

const push = (scope: Scope, matchId: number, statusId: number, homeScore: number[], awayScore: number[], goingTime = 30) =>
  allSettled(footballLists.scoreUpdated, { scope, params: { matchId, statusId, homeScore, awayScore, goingTime, note: "" } });

const going = (matchId: number, statusId = 2) => testMatch({ matchId, statusId, topupType: "going", goingTime: 29 });

describe("goal", () => {
  it("highlights the scoring side and flashes the score, then clears after the duration", async () => {
    const scope = await listScope([going(1), going(2)]);
    const goals = record(scope, goalScored);

    await push(scope, 1, 2, zeros(), [1, 0, 0, 0, 0]);
    expect(scope.getState($scoringSides).get(1)).toBe("away");
    expect(scope.getState($scoringSides).has(2)).toBe(false);
    expect(goals.map(({ matchId, side, match }) => [matchId, side, match.awayScores[0]])).toEqual([[1, "away", 1]]);

    await vi.waitFor(() => expect(scope.getState($scoringSides).has(1)).toBe(false));
  });

  it("corner and yellow-card pushes make no pair; a goal after them is still a goal", async () => {
    const scope = await listScope([going(1)]);
    const pairs = record(scope, matchPushed);
    const goals = record(scope, goalScored);
    await push(scope, 1, 2, [0, 0, 0, 0, 3], [0, 0, 0, 1, 2]);
    await push(scope, 1, 2, [0, 0, 0, 1, 4], [0, 0, 0, 1, 2], 31);
    expect(pairs).toEqual([]);
    await push(scope, 1, 2, [1, 0, 0, 1, 4], [0, 0, 0, 1, 2], 32);
    expect(pairs).toHaveLength(1);
    expect(goals.map(({ side, match }) => [side, match.homeScores])).toEqual([["home", [1, 0, 0, 1, 4]]]);
  });

  it("arrives as a socket score frame (12) through the list model", async () => {
    const scope = await listScope([going(1)]);
    await pushFrame(scope, {
      type: SOCKET_CODE.FOOTBALL_SCORE,
      matchId: 1,
      scoreObj: { matchId: 1, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: zeros(), goingTime: 31 },
    });
    expect(scope.getState($scoringSides).get(1)).toBe("home");
  });

  it("a second goal restarts the highlight and moves it to the new side", async () => {
    const scope = await listScope([going(1)], 200);
    await push(scope, 1, 2, [1, 0, 0, 0, 0], zeros());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await push(scope, 1, 2, [1, 0, 0, 0, 0], [1, 0, 0, 0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 150)); // past the first goal's end
    expect(scope.getState($scoringSides).get(1)).toBe("away");
    await vi.waitFor(() => expect(scope.getState($scoringSides).size).toBe(0));
  });

  it("compares with the score before the push, not with a later minute tick", async () => {
    const scope = await listScope([going(1)]);
    const goals = record(scope, goalScored);
    await push(scope, 1, 2, zeros(), zeros(), 31); // minute tick
    await push(scope, 1, 2, [1, 0, 0, 0, 0], zeros(), 32);
    await push(scope, 1, 2, [1, 0, 0, 0, 0], zeros(), 33); // tick after the goal: no new goal
    expect(goals).toHaveLength(1);
  });

  it("a corner, a yellow card or a minute tick is no goal", async () => {
    const scope = await listScope([going(1)]);
    const goals = record(scope, goalScored);
    const cards = record(scope, redCardShown);
    await push(scope, 1, 2, [0, 0, 0, 0, 1], zeros(), 30);
    await push(scope, 1, 2, [0, 0, 0, 1, 1], zeros(), 31);
    expect(goals).toEqual([]);
    expect(cards).toEqual([]);
    expect(scope.getState($scoringSides).size).toBe(0);
  });

  it("has no effect on a match that is not in the list", async () => {
    const scope = await listScope([going(1)]);
    const goals = record(scope, goalScored);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 99, 8, [3, 0, 1, 0, 0], zeros());
    await pushFrame(scope, { type: SOCKET_CODE.VAR_INCIDENT, matchId: 99, tliveList: { incidents: [{ type: 28 }] }, sportType: 1 });
    expect(goals).toEqual([]);
    expect(refreshes).toEqual([]);
    expect(scope.getState($varReviews).size).toBe(0);
  });
});

describe("red card", () => {
  it("highlights the side whose red card count rose, briefly", async () => {
    const scope = await listScope([going(1)]);
    await push(scope, 1, 2, [0, 0, 1, 0, 0], zeros());
    expect(scope.getState($redCardSides).get(1)).toBe("home");
    expect(scope.getState($scoringSides).size).toBe(0);
    await vi.waitFor(() => expect(scope.getState($redCardSides).size).toBe(0));
  });
});

describe("VAR", () => {
  it("marks the match under review for the duration and asks for a refresh", async () => {
    const scope = await listScope([going(1), going(2)]);
    const refreshes = record(scope, matchRefreshRequested);
    await pushFrame(scope, {
      type: SOCKET_CODE.VAR_INCIDENT,
      matchId: 1,
      tliveList: { incidents: [{ type: 28, position: 1, time: 60 }] },
      sportType: 1,
    });
    expect(scope.getState($varReviews).has(1)).toBe(true);
    expect(scope.getState($varReviews).has(2)).toBe(false);
    expect(refreshes).toEqual([1]);
    await vi.waitFor(() => expect(scope.getState($varReviews).size).toBe(0));
  });
});

describe("status changes", () => {
  it.each([
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 7],
  ])("%i → %i (in play to in play) asks for no refresh", async (from, to) => {
    const scope = await listScope([going(1, from)]);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 1, to, zeros(), zeros());
    expect(refreshes).toEqual([]);
  });

  it.each([
    [1, 2],
    [4, 8],
    [2, 10],
    [1, 9],
  ])("%i → %i asks for a refresh of that match", async (from, to) => {
    const scope = await listScope([testMatch({ matchId: 1, statusId: from }), testMatch({ matchId: 2, statusId: from })]);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 1, to, zeros(), zeros());
    expect(refreshes).toEqual([1]);
  });

  it("an unchanged status (a score push, 13 with the same id) asks for none", async () => {
    const scope = await listScope([going(1, 4)]);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 1, 4, [1, 0, 0, 0, 0], zeros());
    await push(scope, 1, 0, [1, 0, 0, 0, 0], zeros(), 70); // status 0: not sent, kept
    expect(refreshes).toEqual([]);
  });

  it("a reloaded list is the new baseline", async () => {
    const scope = await listScope([going(1)]);
    const goals = record(scope, goalScored);
    await allSettled(footballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [going(1, 4)].map((m) => ({ ...m, homeScores: [2, 1, 0, 0, 0] })) },
    });
    await push(scope, 1, 4, [2, 1, 0, 0, 0], zeros(), 70);
    expect(goals).toEqual([]);
  });
});

describe("refresh versions", () => {
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

describe("push effects made with createPushEffects", () => {
  function makeEffects() {
    const loaded = createEvent<LoadedMatches>();
    const scoreUpdated = createEvent<ScoreUpdate>();
    const matchRefreshed = createEvent<Match>();
    const varIncident = createEvent<number>();
    const effects = createPushEffects({ today: { listed: loaded }, scoreUpdated, matchRefreshed, varIncident });
    return { ...effects, loaded, scoreUpdated, matchRefreshed, varIncident };
  }
  const update = (matchId: number, statusId: number, homeScore: number[]): ScoreUpdate => ({
    matchId,
    statusId,
    homeScore,
    awayScore: zeros(),
    goingTime: 1,
    note: "",
  });

  it("reads in play from the match's sport: between two in-play statuses no refresh, out of play one", async () => {
    const model = makeEffects();
    const scope = fork();
    // Basketball: 2–9 are in play (quarters, breaks, overtime), 10 is finished.
    const match = testMatch({ matchId: 1, sport: "basketball", statusId: 5, topupType: "going" });
    await allSettled(model.loaded, { scope, params: { key: "today", matches: [match] } });
    const refreshes = record(scope, model.matchRefreshRequested);
    await allSettled(model.scoreUpdated, { scope, params: update(1, 9, zeros()) });
    expect(refreshes).toEqual([]);
    await allSettled(model.scoreUpdated, { scope, params: update(1, 10, zeros()) });
    expect(refreshes).toEqual([1]);
  });

  it("a refreshed record is the new baseline and makes no pair of its own", async () => {
    const model = makeEffects();
    const scope = fork();
    const match = testMatch({ matchId: 1, statusId: 10 });
    await allSettled(model.loaded, { scope, params: { key: "today", matches: [match] } });
    const pairs = record(scope, model.matchPushed);
    const goals = record(scope, model.goalScored);
    await allSettled(model.matchRefreshed, { scope, params: { ...match, homeScores: [1, 0, 0, 0, 0] } });
    expect(pairs).toEqual([]);
    await allSettled(model.scoreUpdated, { scope, params: update(1, 10, [1, 0, 0, 0, 0]) });
    expect(pairs).toEqual([]);
    expect(goals).toEqual([]);
    await allSettled(model.scoreUpdated, { scope, params: update(1, 10, [2, 0, 0, 0, 0]) });
    expect(goals.map(({ matchId, side }) => [matchId, side])).toEqual([[1, "home"]]);
  });

  it("a VAR incident marks only a listed match", async () => {
    const model = makeEffects();
    const scope = fork({ values: [[$varReviewMs, MS]] });
    await allSettled(model.loaded, { scope, params: { key: "today", matches: [testMatch({ matchId: 1, statusId: 10 })] } });
    const reviews = record(scope, model.varReviewStarted);
    await allSettled(model.varIncident, { scope, params: 2 });
    await allSettled(model.varIncident, { scope, params: 1 });
    expect(reviews).toEqual([1]);
    expect(scope.getState(model.$refreshVersions)).toEqual({ 1: 1 });
  });
});

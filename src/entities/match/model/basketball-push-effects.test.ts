// Basketball's push effects (basketballPushEffects): a side highlighted when its summed score
// rises, for the basketball duration; no red cards, no VAR; refreshes on status changes that are
// not in play → in play; overtime pushes compared like score pushes.
import { allSettled, createWatch, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { SOCKET_CODE } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import { basketballStatusGroup } from "../lib/basketball-status";
import { basketballLists, basketballPushEffects, basketballRefresh } from "./basketball";
import type { Match } from "./match-types";
import { $basketballScoreHighlightMs, $goalHighlightMs, $redCardHighlightMs, BASKETBALL_SCORE_HIGHLIGHT_MS } from "./push-durations";
import { TODAY_LIST_KEY } from "./use-match-lists";

const { $redCardSides, $scoringSides, $varReviews, goalScored, matchPushed, matchRefreshRequested } = basketballPushEffects;
const quarters = (q1: number, q2 = 0, q3 = 0, q4 = 0, ot = 0) => [q1, q2, q3, q4, ot];
const game = (matchId: number, statusId: number, overrides: Partial<Match> = {}) =>
  testMatch({ matchId, sport: "basketball", statusId, topupType: basketballStatusGroup(statusId), ...overrides });
const inSecondQuarter = (matchId: number) => game(matchId, 4, { homeScores: quarters(20, 10), awayScores: quarters(18, 12) });

const LONG = 60_000;
async function listScope(matches: Match[], values: [typeof $goalHighlightMs, number][] = [[$basketballScoreHighlightMs, 40]]) {
  const scope = fork({
    values: [...values, [basketballRefresh.$windowMs, 0]],
    handlers: [[basketballRefresh.fetchMatchInfoFx, async () => null]],
  });
  await allSettled(basketballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

function record<T>(scope: Scope, unit: Parameters<typeof createWatch<T>>[0]["unit"]) {
  const seen: T[] = [];
  createWatch({ unit, scope, fn: (value: T) => seen.push(value) });
  return seen;
}

const push = (scope: Scope, matchId: number, statusId: number, homeScore: number[], awayScore: number[], goingTime = 6) =>
  allSettled(basketballLists.scoreUpdated, { scope, params: { matchId, statusId, homeScore, awayScore, goingTime, note: "" } });

describe("summed-score highlight", () => {
  it("highlights the side whose summed score rose, then clears after the basketball duration", async () => {
    // Football's goal highlight forked long: the highlight must follow basketball's own store.
    const scope = await listScope([inSecondQuarter(1), inSecondQuarter(2)], [[$basketballScoreHighlightMs, 40], [$goalHighlightMs, LONG]]);
    const scored = record(scope, goalScored);
    await push(scope, 1, 4, quarters(20, 10), quarters(18, 15));
    expect(scope.getState($scoringSides).get(1)).toBe("away");
    expect(scope.getState($scoringSides).has(2)).toBe(false);
    expect(scored.map(({ matchId, side, match }) => [matchId, side, match.awayScores])).toEqual([[1, "away", quarters(18, 15)]]);
    await vi.waitFor(() => expect(scope.getState($scoringSides).has(1)).toBe(false));
  });

  it("lands in the same update as the score it comes from: the row changes once", async () => {
    const scope = await listScope([inSecondQuarter(1)]);
    const changes: string[] = [];
    createWatch({ unit: basketballLists.today.$matches, scope, fn: () => changes.push("score") });
    createWatch({ unit: $scoringSides, scope, fn: () => changes.push("mark") });
    const settled = push(scope, 1, 4, quarters(20, 13), quarters(18, 12));
    // Compared at once, shown with the pushes' next application (about a frame later).
    expect(scope.getState($scoringSides).has(1)).toBe(false);
    expect(scope.getState(basketballLists.today.$matches).get(1)!.homeScores).toEqual(quarters(20, 10));
    await settled;
    expect(scope.getState($scoringSides).get(1)).toBe("home");
    expect(scope.getState(basketballLists.today.$matches).get(1)!.homeScores).toEqual(quarters(20, 13));
    // Both stores changed in one pass (createWatch reports each once; nothing in between).
    expect(changes.sort()).toEqual(["mark", "score"]);
  });

  it("lasts 5 s unless forked", () => {
    expect(BASKETBALL_SCORE_HIGHLIGHT_MS).toBe(5_000);
    expect(fork().getState($basketballScoreHighlightMs)).toBe(5_000);
  });

  it("stays for the basketball duration, not football's shorter one", async () => {
    const scope = await listScope([inSecondQuarter(1)], [[$basketballScoreHighlightMs, 400], [$goalHighlightMs, 20]]);
    await push(scope, 1, 4, quarters(20, 12), quarters(18, 12));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scope.getState($scoringSides).get(1)).toBe("home");
  });

  it("counts points in any period: a third-quarter basket is a score, not a red card", async () => {
    const scope = await listScope([game(1, 6, { homeScores: quarters(20, 20), awayScores: quarters(20, 20) })], [
      [$basketballScoreHighlightMs, LONG],
      [$redCardHighlightMs, LONG],
    ]);
    await push(scope, 1, 6, quarters(20, 20, 3), quarters(20, 20));
    expect(scope.getState($scoringSides).get(1)).toBe("home");
    expect(scope.getState($redCardSides).size).toBe(0);
  });

  it("a minute tick, a break, or points moved between periods (same sum) make no pair", async () => {
    const scope = await listScope([inSecondQuarter(1)]);
    const pairs = record(scope, matchPushed);
    await push(scope, 1, 4, quarters(20, 10), quarters(18, 12), 5); // tick
    await push(scope, 1, 4, quarters(19, 11), quarters(18, 12), 4); // correction, same total
    await push(scope, 1, 4, [], [], 3); // scores unchanged (empty arrays)
    expect(pairs).toEqual([]);
    expect(scope.getState($scoringSides).size).toBe(0);
  });

  it("compares with the score last seen, not with a later tick", async () => {
    const scope = await listScope([inSecondQuarter(1)]);
    const scored = record(scope, goalScored);
    await push(scope, 1, 4, quarters(20, 13), quarters(18, 12), 5);
    await push(scope, 1, 4, quarters(20, 13), quarters(18, 12), 4);
    await push(scope, 1, 4, quarters(20, 13), quarters(18, 14), 3);
    expect(scored.map(({ side }) => side)).toEqual(["home", "away"]);
  });

  it("has no VAR: a VAR frame for a listed basketball match marks nothing and asks for nothing", async () => {
    const scope = await listScope([inSecondQuarter(1)]);
    const refreshes = record(scope, matchRefreshRequested);
    await pushFrame(scope, { type: SOCKET_CODE.VAR_INCIDENT, matchId: 1, tliveList: { incidents: [{ type: 28 }] }, sportType: 1 });
    expect(scope.getState($varReviews).size).toBe(0);
    expect(refreshes).toEqual([]);
  });
});

describe("overtime pushes and the highlight", () => {
  const inOvertime = () => game(1, 9, { homeScores: quarters(20, 20, 20, 20), awayScores: quarters(20, 20, 20, 20) });

  it("an overtime push that raises a side's points highlights it; the score push repeating it does not again", async () => {
    const scope = await listScope([inOvertime()], [[$basketballScoreHighlightMs, LONG]]);
    const scored = record(scope, goalScored);
    const refreshes = record(scope, matchRefreshRequested);
    await pushFrame(scope, { type: SOCKET_CODE.BASKETBALL_OVERTIME, matchId: 1, overTimeScore: [0, 2] });
    expect(scope.getState($scoringSides).get(1)).toBe("away");
    await push(scope, 1, 9, quarters(20, 20, 20, 20, 0), quarters(20, 20, 20, 20, 2));
    expect(scored.map(({ side }) => side)).toEqual(["away"]);
    await push(scope, 1, 9, quarters(20, 20, 20, 20, 3), quarters(20, 20, 20, 20, 2));
    expect(scored.map(({ side }) => side)).toEqual(["away", "home"]);
    expect(refreshes).toEqual([]);
  });

  it("an overtime push repeating what a score push carried makes no pair", async () => {
    const scope = await listScope([inOvertime()]);
    const pairs = record(scope, matchPushed);
    await push(scope, 1, 9, quarters(20, 20, 20, 20, 2), quarters(20, 20, 20, 20, 0));
    await pushFrame(scope, { type: SOCKET_CODE.BASKETBALL_OVERTIME, matchId: 1, overTimeScore: [2, 0] });
    await pushFrame(scope, { type: SOCKET_CODE.BASKETBALL_OVERTIME, matchId: 7, overTimeScore: [2, 0] }); // not listed
    expect(pairs).toHaveLength(1);
  });
});

describe("refresh on status changes", () => {
  it.each([
    [2, 3],
    [3, 4],
    [5, 6],
    [8, 9],
  ])("%i → %i (in play to in play) asks for no refresh", async (from, to) => {
    const scope = await listScope([game(1, from)]);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 1, to, [], []);
    expect(refreshes).toEqual([]);
  });

  it.each([
    [1, 2],
    [8, 10],
    [9, 10],
    [4, 11],
    [1, 13],
    [11, 6],
  ])("%i → %i asks for a refresh of that match", async (from, to) => {
    const scope = await listScope([game(1, from), game(2, from)]);
    const refreshes = record(scope, matchRefreshRequested);
    await push(scope, 1, to, [], []);
    expect(refreshes).toEqual([1]);
  });
});

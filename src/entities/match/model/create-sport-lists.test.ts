// The browsed list of a sport's lists (footballLists.browse): a day of the schedule or results,
// or the follows, loaded with a key, kept current by the sport's pushes and the user's follows,
// apart from today's list.
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { SCORE_FLUSH_MS } from "./push-batches";
import { footballLists, footballRefresh } from "./football";
import { matchFollowChanged } from "@/shared/model";
import { dayListKey, FOLLOW_LIST_KEY, TODAY_LIST_KEY } from "./use-match-lists";

const { browse, today } = footballLists;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A status change asks for a refresh of its match; here it answers nothing at once.
const listScope = () =>
  fork({ values: [[footballRefresh.$windowMs, 0]], handlers: [[footballRefresh.fetchMatchInfoFx, async () => null]] });

const dayAfterTomorrow = Math.floor(Date.now() / 1000) + 86_400 * 2;
const courseDay = () => [testMatch({ matchId: 1, matchTime: dayAfterTomorrow }), testMatch({ matchId: 2, matchTime: dayAfterTomorrow + 60 })];

describe("browsed list (footballLists.browse)", () => {
  it("loads a day, applies pushes within a frame and regroups after the debounce", async () => {
    const scope = listScope();
    await allSettled(browse.loaded, { scope, params: { key: dayListKey("course", "2026-11-23"), matches: courseDay() } });
    expect(scope.getState(browse.$key)).toBe("course:2026-11-23");
    // A browsed day is its own day: no "next day" split however far ahead it is.
    expect(scope.getState(browse.$sections)).toMatchObject({ noStart: [1, 2], nextDay: [] });

    const settled = allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: 2, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 3, note: "" },
    });
    await wait(SCORE_FLUSH_MS * 3);
    expect(scope.getState(browse.$matches).get(2)).toMatchObject({ statusId: 2, topupType: "going", homeScores: [1, 0, 0, 0, 0] });
    expect(scope.getState(browse.$sections).going).toEqual([]);
    await settled;
    expect(scope.getState(browse.$sections)).toMatchObject({ going: [2], noStart: [1] });
  });

  it("leaves its map alone for pushes of matches it does not hold, and keeps untouched matches' objects", async () => {
    const scope = listScope();
    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: courseDay() } });
    const before = scope.getState(browse.$matches);
    await allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: 99, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 3, note: "" },
    });
    expect(scope.getState(browse.$matches)).toBe(before);
    await allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: 1, statusId: 1, homeScore: [0, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 0, note: "延期" },
    });
    expect(scope.getState(browse.$matches).get(1)?.note).toBe("延期");
    expect(scope.getState(browse.$matches).get(2)).toBe(before.get(2));
  });

  it("takes the user's follows", async () => {
    const scope = listScope();
    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: courseDay() } });
    const before = scope.getState(browse.$matches);
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 2, hasFollow: 1 } });
    expect(scope.getState(browse.$matches).get(2)?.hasFollow).toBe(1);
    expect(scope.getState(browse.$matches).get(1)).toBe(before.get(1));
  });

  it("is apart from today's list: loading one leaves the other, a push reaches both", async () => {
    const scope = listScope();
    const shared = testMatch({ matchId: 5, statusId: 2, topupType: "going" });
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [shared, testMatch({ matchId: 6 })] } });
    await allSettled(browse.loaded, { scope, params: { key: dayListKey("history", "2026-11-20"), matches: [shared] } });
    expect(scope.getState(today.$key)).toBe(TODAY_LIST_KEY);
    expect([...scope.getState(today.$matches).keys()].sort()).toEqual([5, 6]);
    expect([...scope.getState(browse.$matches).keys()]).toEqual([5]);

    await allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: 5, statusId: 2, homeScore: [0, 0, 0, 0, 0], awayScore: [1, 0, 0, 0, 0], goingTime: 50, note: "" },
    });
    expect(scope.getState(today.$matches).get(5)).toMatchObject({ awayScores: [1, 0, 0, 0, 0], goingTime: 50 });
    expect(scope.getState(browse.$matches).get(5)).toMatchObject({ awayScores: [1, 0, 0, 0, 0], goingTime: 50 });

    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: [] } });
    expect(scope.getState(browse.$key)).toBe(FOLLOW_LIST_KEY);
    expect(scope.getState(browse.$matches).size).toBe(0);
    expect(scope.getState(today.$matches).size).toBe(2);
  });
});

// Goal notices on home: followed football matches only, while home is on screen and goal tips are on.
import { allSettled, fork, type Scope } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { footballLists, TODAY_LIST_KEY } from "@/entities/match";
import { goalTipsChanged } from "@/entities/user-setting";
import { $matchNotices, MATCH_NOTICE_MS, matchNoticeDismissed, matchNoticesMounted, matchNoticesUnmounted } from "./match-notices";

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

async function homeScope(mounted = true) {
  const scope = fork();
  const matches = [1, 2].map((matchId) =>
    testMatch({
      matchId,
      statusId: 4,
      goingTime: 60,
      topupType: "going",
      hasFollow: matchId === 1 ? 1 : 2,
      homeTeam: { id: 10, name: `主${matchId}`, logo: "", position: "" },
      awayTeam: { id: 11, name: `客${matchId}`, logo: "", position: "" },
    }),
  );
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  if (mounted) await allSettled(matchNoticesMounted, { scope });
  return scope;
}

async function goal(scope: Scope, matchId: number, home: number) {
  const settled = allSettled(footballLists.scoreUpdated, {
    scope,
    params: { matchId, statusId: 4, homeScore: [home, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 61, note: "" },
  });
  await vi.advanceTimersByTimeAsync(20); // the lists' 16 ms push flush
  await settled;
}

describe("home match notices", () => {
  it("a goal of a followed match shows a notice with the minute, teams and score; others do not", async () => {
    const scope = await homeScope();
    await goal(scope, 2, 1);
    await goal(scope, 1, 1);
    expect(scope.getState($matchNotices)).toEqual([
      expect.objectContaining({ matchId: 1, side: "home", minute: "61'", homeTeam: "主1", awayTeam: "客1", homeScore: 1, awayScore: 0 }),
    ]);
  });

  it("goes after 7 s or when dismissed", async () => {
    const scope = await homeScope();
    await goal(scope, 1, 1);
    await vi.advanceTimersByTimeAsync(MATCH_NOTICE_MS);
    expect(scope.getState($matchNotices)).toEqual([]);
    await goal(scope, 1, 2);
    await allSettled(matchNoticeDismissed, { scope, params: "1:2-0" });
    expect(scope.getState($matchNotices)).toEqual([]);
  });

  it("nothing while home is not on screen or goal tips are off", async () => {
    const scope = await homeScope(false);
    await goal(scope, 1, 1);
    expect(scope.getState($matchNotices)).toEqual([]);
    await allSettled(matchNoticesMounted, { scope });
    await allSettled(goalTipsChanged, { scope, params: false });
    await goal(scope, 1, 2);
    expect(scope.getState($matchNotices)).toEqual([]);
    await allSettled(goalTipsChanged, { scope, params: true });
    await goal(scope, 1, 3);
    expect(scope.getState($matchNotices)).toHaveLength(1);
    await allSettled(matchNoticesUnmounted, { scope });
    expect(scope.getState($matchNotices)).toEqual([]);
  });
});

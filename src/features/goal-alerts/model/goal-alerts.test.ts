// Goal pop-ups and the goal sound: only while the stack is mounted, per the user's settings,
// capped, each gone after its duration.
import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { footballLists, TODAY_LIST_KEY } from "@/entities/match";
import { matchFollowChanged } from "@/shared/model";
import { audioTipChanged, goalTipsChanged, userSettingChanged } from "@/entities/user-setting";
import { $goalAlerts, $goalPopupMs, GOAL_POPUP_MS, goalAlertDismissed, goalAlertsMounted, goalAlertsUnmounted, MAX_GOAL_ALERTS } from "./goal-alerts";
import { playGoalSoundFx } from "./goal-sound";

const ids = [1, 2, 3, 4, 5, 6, 7];

async function mountedScope({ popupMs = 10_000, mounted = true } = {}) {
  const sound = vi.fn();
  const scope = fork({ values: [[$goalPopupMs, popupMs]], handlers: [[playGoalSoundFx, sound]] });
  await allSettled(footballLists.today.loaded, {
    scope,
    params: {
      key: TODAY_LIST_KEY,
      matches: ids.map((matchId) =>
        testMatch({
          matchId,
          statusId: 4,
          goingTime: 66,
          topupType: "going",
          hasFollow: matchId === 2 ? 1 : 2,
          homeTeam: { id: 10, name: `主${matchId}`, logo: "", position: "" },
          awayTeam: { id: 11, name: `客${matchId}`, logo: "", position: "" },
        }),
      ),
    },
  });
  if (mounted) await allSettled(goalAlertsMounted, { scope });
  return { scope, sound };
}

const goal = (scope: Scope, matchId: number, home = 1, away = 0) =>
  allSettled(footballLists.scoreUpdated, {
    scope,
    params: { matchId, statusId: 4, homeScore: [home, 0, 0, 0, 0], awayScore: [away, 0, 0, 0, 0], goingTime: 67, note: "" },
  });

describe("goal alerts", () => {
  it("last 9.5 s each, at most 5 at once", () => {
    expect(GOAL_POPUP_MS).toBe(9_500);
    expect($goalPopupMs.defaultState).toBe(GOAL_POPUP_MS);
    expect(MAX_GOAL_ALERTS).toBe(5);
  });

  it("a goal pops up with the minute, competition, teams, scoring side and score, and sounds", async () => {
    const { scope, sound } = await mountedScope();
    await goal(scope, 1, 0, 1);
    expect(scope.getState($goalAlerts)).toEqual([
      {
        id: "1:0-1",
        matchId: 1,
        side: "away",
        minute: "67'",
        competition: "英超",
        homeTeam: "主1",
        awayTeam: "客1",
        homeScore: 0,
        awayScore: 1,
      },
    ]);
    expect(sound).toHaveBeenCalledTimes(1);
  });

  it("goes away after its duration, or when dismissed", async () => {
    // Longer than the steps below take (each waits out the 16 ms score flush).
    const { scope } = await mountedScope({ popupMs: 200 });
    await goal(scope, 1);
    await goal(scope, 2);
    await allSettled(goalAlertDismissed, { scope, params: "2:1-0" });
    expect(scope.getState($goalAlerts).map((a) => a.matchId)).toEqual([1]);
    await vi.waitFor(() => expect(scope.getState($goalAlerts)).toEqual([]));
  });

  it("keeps the newest first and at most MAX_GOAL_ALERTS", async () => {
    const { scope } = await mountedScope();
    for (const id of ids) await goal(scope, id);
    expect(scope.getState($goalAlerts).map((a) => a.matchId)).toEqual([7, 6, 5, 4, 3].slice(0, MAX_GOAL_ALERTS));
  });

  it("nothing pops up or sounds while the stack is not on screen, and unmounting clears it", async () => {
    const { scope, sound } = await mountedScope({ mounted: false });
    await goal(scope, 1);
    expect(scope.getState($goalAlerts)).toEqual([]);
    expect(sound).not.toHaveBeenCalled();

    await allSettled(goalAlertsMounted, { scope });
    await goal(scope, 2);
    expect(scope.getState($goalAlerts)).toHaveLength(1);
    await allSettled(goalAlertsUnmounted, { scope });
    expect(scope.getState($goalAlerts)).toEqual([]);
  });

  it("goal tips off: no pop-up (and the open ones close), the sound still plays", async () => {
    const { scope, sound } = await mountedScope();
    await goal(scope, 1);
    await allSettled(goalTipsChanged, { scope, params: false });
    expect(scope.getState($goalAlerts)).toEqual([]);
    await goal(scope, 2);
    expect(scope.getState($goalAlerts)).toEqual([]);
    expect(sound).toHaveBeenCalledTimes(2);
  });

  it("audio tip off: the pop-up without the sound", async () => {
    const { scope, sound } = await mountedScope();
    await allSettled(audioTipChanged, { scope, params: false });
    await goal(scope, 1);
    expect(scope.getState($goalAlerts)).toHaveLength(1);
    expect(sound).not.toHaveBeenCalled();
  });

  it("prompt range set to followed matches: only followed matches' goals", async () => {
    const { scope } = await mountedScope();
    await allSettled(userSettingChanged, { scope, params: { promptRange: false } });
    await goal(scope, 1);
    await goal(scope, 2); // followed
    expect(scope.getState($goalAlerts).map((a) => a.matchId)).toEqual([2]);
  });

  it("prompt range set to followed matches: a match followed or unfollowed this session counts as the list shows it", async () => {
    const { scope } = await mountedScope();
    await allSettled(userSettingChanged, { scope, params: { promptRange: false } });
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 1, hasFollow: 1 } });
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 2, hasFollow: 2 } });
    await goal(scope, 1); // followed now
    await goal(scope, 2); // not any more
    expect(scope.getState($goalAlerts).map((a) => a.matchId)).toEqual([1]);
  });
});

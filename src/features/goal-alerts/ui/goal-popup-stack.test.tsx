// @vitest-environment jsdom
// The goal pop-up stack and its settings as a user sees them: a goal pops up with 进球, the
// score and the minute, stacked from 145 px above the bottom; it goes away after its duration;
// the settings (the gear the toolbar shows, its popover downloaded on the first click) switch
// pop-ups off and are kept in localStorage userSetting.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { renderUi } from "#test-kit/render";
import { footballLists, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { generateTouristCodeFx } from "@/entities/session";
import { appStarted } from "@/shared/model";
import { $goalPopupMs } from "../model/goal-alerts";
import { playGoalSoundFx } from "../model/goal-sound";
import { GoalPopupSettingsOnDemand } from "./goal-popup-settings-on-demand";
import { GoalPopupStack } from "./goal-popup-stack";

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

const match = (matchId: number): Match =>
  testMatch({
    matchId,
    homeTeam: { id: 10, name: `主队${matchId}`, logo: "", position: "" },
    awayTeam: { id: 11, name: `客队${matchId}`, logo: "", position: "" },
    statusId: 4,
    goingTime: 66,
    topupType: "going",
  });

/** The app started (settings read from localStorage; no tourist code fetched), today's list loaded, settings and stack on screen. */
async function setup(popupMs = 10_000) {
  const sound = vi.fn();
  const scope = fork({
    values: [[$goalPopupMs, popupMs]],
    handlers: [
      [playGoalSoundFx, sound],
      [generateTouristCodeFx, async () => "tourist"],
    ],
  });
  await allSettled(appStarted, { scope });
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [match(1), match(2)] } });
  renderUi(
    <>
      <GoalPopupSettingsOnDemand />
      <GoalPopupStack />
    </>,
    { scope },
  );
  return { scope, sound };
}

const goal = (scope: Scope, matchId: number, home: number, away: number, goingTime = 67) =>
  act(() =>
    allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId, statusId: 4, homeScore: [home, 0, 0, 0, 0], awayScore: [away, 0, 0, 0, 0], goingTime, note: "" },
    }),
  );

describe("goal pop-up stack", () => {
  it("pops up a goal with 进球, the minute, the teams with the scorer emphasised and the score", async () => {
    const { scope, sound } = await setup();
    expect(screen.queryByTestId("goal-popup")).toBeNull();

    await goal(scope, 1, 0, 1);
    const popup = screen.getByTestId("goal-popup");
    expect(popup.textContent).toContain("进球");
    expect(popup.textContent).toContain("67'");
    expect(popup.textContent).toContain("英超");
    expect(within(popup).getByTestId("goal-popup-score").textContent).toBe("0 - 1");
    expect(within(popup).getByText("客队1").hasAttribute("data-scorer")).toBe(true);
    expect(within(popup).getByText("主队1").hasAttribute("data-scorer")).toBe(false);
    expect(sound).toHaveBeenCalledTimes(1);

    const link = within(popup).getByRole("link");
    expect(link.getAttribute("href")).toBe("/liveRoom?detail=1&SportType=football");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("stacks from 145 px above the bottom, 60 px high, 10 px apart, newest lowest", async () => {
    const { scope } = await setup();
    await goal(scope, 1, 1, 0);
    await goal(scope, 2, 0, 1);
    // The stack lays them out (a reversed column: the first in the DOM is the lowest on screen);
    // the real positions are read in a browser by tests/e2e/goal-popup.e2e.ts.
    const stack = screen.getByRole("region", { name: "进球提醒" });
    expect(stack.style.bottom).toBe("145px");
    expect(stack.style.gap).toBe("10px");
    const [newest, older] = screen.getAllByTestId("goal-popup");
    expect(newest!.dataset.goalMatchId).toBe("2");
    expect(older!.dataset.goalMatchId).toBe("1");
    expect([newest!.style.height, older!.style.height]).toEqual(["60px", "60px"]);
  });

  it("moves the stack once for a new pop-up, and each older pop-up a step down when a lower one closes", async () => {
    const moves: { testId: string | undefined; from: string }[] = [];
    const animate = vi.fn(function (this: HTMLElement, keyframes: Keyframe[]) {
      moves.push({ testId: this.dataset.testid ?? this.getAttribute("aria-label") ?? undefined, from: String(keyframes[0]?.transform) });
      return {} as Animation;
    });
    Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
    try {
      const { scope } = await setup();
      await goal(scope, 1, 1, 0);
      expect(moves).toEqual([]); // the first one only slides in (CSS)
      await goal(scope, 2, 0, 1);
      await goal(scope, 1, 2, 0);
      expect(screen.getAllByTestId("goal-popup")).toHaveLength(3);
      expect(moves).toEqual([
        { testId: "进球提醒", from: "translateY(70px)" },
        { testId: "进球提醒", from: "translateY(70px)" },
      ]);
      moves.length = 0;
      // Closing the newest (lowest): the two older ones drop a step each.
      fireEvent.click(within(screen.getAllByTestId("goal-popup")[0]!).getByRole("button", { name: "关闭进球提醒" }));
      expect(moves).toEqual([
        { testId: "goal-popup", from: "translateY(-70px)" },
        { testId: "goal-popup", from: "translateY(-70px)" },
      ]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it("with reduced motion, pop-ups take their places without moving", async () => {
    const animate = vi.fn(() => ({}) as Animation);
    Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)", media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    try {
      const { scope } = await setup();
      await goal(scope, 1, 1, 0);
      await goal(scope, 2, 0, 1);
      fireEvent.click(within(screen.getAllByTestId("goal-popup")[0]!).getByRole("button", { name: "关闭进球提醒" }));
      expect(screen.getAllByTestId("goal-popup")).toHaveLength(1);
      expect(animate).not.toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it("goes away after its duration, or at once with its close button", async () => {
    const { scope } = await setup(300);
    await goal(scope, 1, 1, 0);
    await goal(scope, 2, 1, 0);
    fireEvent.click(within(screen.getAllByTestId("goal-popup")[0]!).getByRole("button", { name: "关闭进球提醒" }));
    expect(screen.getAllByTestId("goal-popup").map((p) => p.dataset.goalMatchId)).toEqual(["1"]);
    await waitFor(() => expect(screen.queryByTestId("goal-popup")).toBeNull());
  });

  it("the gear opens the settings on its first click with the focus inside, back on the gear after Escape", async () => {
    await setup();
    expect(screen.queryByRole("switch")).toBeNull();
    const gear = screen.getByRole("button", { name: "进球提醒设置" });
    gear.focus(); // a click focuses the button it presses
    fireEvent.click(gear);

    expect(await screen.findByRole("switch", { name: "进球弹窗" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "进球声音" })).toBeTruthy();
    const loaded = screen.getByRole("button", { name: "进球提醒设置" });
    expect(loaded.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("switch", { name: "进球弹窗" })));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(loaded));
    expect(loaded.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(loaded);
    expect(await screen.findByRole("switch", { name: "进球弹窗" })).toBeTruthy();

    // The same gear closes and reopens them.
    fireEvent.click(loaded);
    expect(loaded.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(loaded);
    expect(await screen.findByRole("switch", { name: "进球弹窗" })).toBeTruthy();
  });

  it("the 进球弹窗 switch turns pop-ups off and 进球声音 the sound, kept in localStorage userSetting", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ other: "kept" }));
    const { scope, sound } = await setup();
    fireEvent.click(screen.getByRole("button", { name: "进球提醒设置" }));
    const popups = await screen.findByRole("switch", { name: "进球弹窗" });
    const audio = screen.getByRole("switch", { name: "进球声音" });
    expect((popups as HTMLInputElement).checked).toBe(true);

    fireEvent.click(popups);
    fireEvent.click(audio);
    await waitFor(() => expect((popups as HTMLInputElement).checked).toBe(false));
    const stored = JSON.parse(localStorage.getItem("userSetting") ?? "{}");
    expect(stored).toMatchObject({ goalTip: false, audioTip: false, other: "kept" });

    await goal(scope, 1, 1, 0);
    expect(screen.queryByTestId("goal-popup")).toBeNull();
    expect(sound).not.toHaveBeenCalled();
  });

  it("switches read as stored in localStorage userSetting when the app starts", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ goalTip: false, audioTip: true }));
    const { scope, sound } = await setup();
    fireEvent.click(screen.getByRole("button", { name: "进球提醒设置" }));
    const popups = await screen.findByRole("switch", { name: "进球弹窗" });
    expect((popups as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("switch", { name: "进球声音" }) as HTMLInputElement).checked).toBe(true);

    await goal(scope, 1, 1, 0);
    expect(screen.queryByTestId("goal-popup")).toBeNull();
    expect(sound).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
// 今日焦点赛事's 筛选 as a fan meets it: the button at once, the popover's code on the first click,
// the sport's display filters ticked off there, and the count on the button following them.
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { displayFilterToggled } from "@/entities/user-setting";
import { FocusFilter } from "./focus-filter";

// Counts the popover's module loads (its chunk in the build): home's first view must not need it.
const popoverCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./focus-filter-popover", async (importOriginal) => {
  popoverCode.loads += 1;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** In a scope of its own: the settings a test ticks off stay in it. */
const renderIn = (scope: Scope, children: ReactNode) =>
  render(
    <Provider value={scope}>
      <MantineProvider env="test">{children}</MantineProvider>
    </Provider>,
  );

it("筛选 shows without the popover's code; a click downloads it and opens it, and unticking a status counts on the button", async () => {
  renderIn(fork(), <FocusFilter sport="football" />);
  const button = screen.getByRole("button", { name: "筛选比赛状态" });
  expect(button.textContent).toBe("筛选");
  expect(popoverCode.loads).toBe(0);

  fireEvent.click(button);
  const finished = await screen.findByRole("checkbox", { name: "已结束" });
  expect(popoverCode.loads).toBe(1);
  expect((finished as HTMLInputElement).checked).toBe(true);
  fireEvent.click(finished);
  expect((screen.getByRole("checkbox", { name: "已结束" }) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole("button", { name: "筛选比赛状态" }).textContent).toBe("筛选 (2)");

  // A second click closes it, a third opens it again with the same state.
  fireEvent.click(screen.getByRole("button", { name: "筛选比赛状态" }));
  expect(screen.queryByRole("checkbox", { name: "已结束" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "筛选比赛状态" }));
  expect((await screen.findByRole("checkbox", { name: "已结束" }) as HTMLInputElement).checked).toBe(false);
});

it("the count follows the sport's stored filters without the popover, and only that sport's", async () => {
  const scope = fork();
  await allSettled(displayFilterToggled, { scope, params: { sport: "basketball", key: "finished" } });
  await allSettled(displayFilterToggled, { scope, params: { sport: "basketball", key: "notStarted" } });
  renderIn(
    scope,
    <>
      <FocusFilter sport="basketball" />
      <FocusFilter sport="football" />
    </>,
  );
  expect(screen.getAllByRole("button", { name: "筛选比赛状态" }).map((button) => button.textContent)).toEqual(["筛选 (1)", "筛选"]);
});

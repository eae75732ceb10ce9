// @vitest-environment jsdom
// 我的关注 → 比赛 against the sim: a user's followed matches per sport, each opening its match
// centre, unfollowed in place by its star (and followed again).
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { renderApp } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { call } from "#test-kit/sim-routes";
import { storeSignedInUser } from "#test-kit/stored-session";

const backend = createTestBackend({ footballPerDay: 40, basketballPerDay: 10 });
useTestSim(backend);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("downloadPromptClosed", "1");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

it("lists the followed matches of each sport, opening the match centre; the star unfollows in place", async () => {
  const phone = "13800006101";
  const account = await storeSignedInUser(backend, phone);
  const accessToken = localStorage.getItem("accessToken")!;
  const today = backend.world.todayKey();
  const football = backend.world.day("football", today)[0]!;
  const basketball = backend.world.day("basketball", today)[0]!;
  await call(backend, API_PATHS.match.followAction, { matchId: football.id, sportType: 1, status: 1 }, accessToken);
  await call(backend, API_PATHS.match.followAction, { matchId: basketball.id, sportType: 2, status: 1 }, accessToken);

  await renderApp({ url: "/individualCenter?type=9" });
  fireEvent.click(await screen.findByRole("tab", { name: "比赛" }));
  const list = await screen.findByRole("list", { name: "关注的比赛" });
  const rows = within(list).getAllByTestId("followed-match");
  expect(rows).toHaveLength(1);
  const homeName = backend.world.team(football.homeTeamId)!.name;
  expect(rows[0]!.textContent).toContain(homeName);
  expect(within(rows[0]!).getByRole("link").getAttribute("href")).toBe(`/liveRoom?detail=${football.id}&SportType=football`);

  const star = within(rows[0]!).getByRole("button", { pressed: true });
  fireEvent.click(star);
  await waitFor(() => expect(within(rows[0]!).getByRole("button").getAttribute("aria-pressed")).toBe("false"));
  expect(backend.accounts.book.get(account.id)!.followedMatches.has(football.id)).toBe(false);

  fireEvent.click(within(screen.getByRole("region", { name: "我的关注" })).getByRole("radio", { name: "篮球" }));
  const basketballRows = await within(await screen.findByRole("list", { name: "关注的比赛" })).findAllByTestId("followed-match");
  expect(basketballRows[0]!.textContent).toContain(backend.world.team(basketball.homeTeamId)!.name);
});

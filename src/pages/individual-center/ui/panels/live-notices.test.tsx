// @vitest-environment jsdom
// 直播通知 against the sim: a user following a living anchor and one with a preview opens
// ?type=9&tab=notice and sees both, each linking where it should; 我的关注 stays plain type 9.
import { cleanup, screen, within } from "@testing-library/react";
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

it("lists the followed anchors live now or with a preview; the menu marks 直播通知, not 我的关注", async () => {
  const phone = "13800006001";
  await storeSignedInUser(backend, phone);
  const accessToken = localStorage.getItem("accessToken")!;
  const { board } = backend.world;
  const living = backend.world.anchors().find((a) => board.rooms.has(a.customId))!;
  const previewing = backend.world.anchors().find((a) => board.previewOf.has(a.customId) && !board.rooms.has(a.customId))!;
  for (const a of [living, previewing]) await call(backend, API_PATHS.follow.customerAction, { status: 1, followCustomerId: a.customId }, accessToken);

  await renderApp({ url: "/individualCenter?type=9&tab=notice" });
  const list = await screen.findByRole("list", { name: "直播通知" });
  const live = within(list).getByText(`${living.nickname} 开播了`).closest("a")!;
  expect(live.getAttribute("href")).toBe(`/liveRoom?roomId=${living.roomId}`);
  const preview = within(list).getByText(`${previewing.nickname} 发布了直播预告`).closest("a")!;
  expect(preview.getAttribute("href")).toBe(`/personalHomepage?customId=${previewing.customId}`);
  const menu = screen.getByRole("navigation", { name: "个人中心菜单" });
  expect(within(menu).getByRole("link", { name: "直播通知" }).getAttribute("aria-current")).toBe("page");
  expect(within(menu).getByRole("link", { name: "我的关注" }).getAttribute("aria-current")).toBeNull();
  expect(within(menu).getByRole("link", { name: "我的关注" }).getAttribute("href")).toBe("/individualCenter?type=9");
});

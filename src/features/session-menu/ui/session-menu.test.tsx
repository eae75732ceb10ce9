// @vitest-environment jsdom
// The header's session slot as a user meets it: quick login, the menu by role, copy, logout.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ToastsOnDemand } from "@/shared/ui/toasts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { allSettled, fork, type Scope, type StoreWritable } from "effector";
import { Provider } from "effector-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  $anchorLevel,
  $isLoggedIn,
  $levelTables,
  $loginDialogOpen,
  $personalInfo,
  $userInfo,
  $userLevel,
  loggedOut,
  type UserInfo,
} from "@/entities/session";
import { ok, useApiMock } from "#test-kit/api-mock";
import { showToast } from "@/shared/lib/notify";
import { SessionMenu } from "../index";

// Counts the menu's module loads (its chunk in the build): a first view must not need it.
const menuCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./user-menu", async (importOriginal) => {
  menuCode.loads += 1;
  return importOriginal();
});

const api = useApiMock(showToast);
const USER: UserInfo = {
  id: 7,
  nickname: "球迷小王",
  avatar: "",
  isAnchor: 0,
  userCode: "800007",
  identifier: null,
  identity: "1",
  phone: "13800138000",
};
const ANCHOR: UserInfo = { ...USER, id: 9, nickname: "解说老李", isAnchor: 1, identifier: 1001, phone: "13912345678" };
const TABLE = { levelExpList: [100, 200, 400], levelList: [1, 2, 3].map((level) => ({ level, levelTxt: `L${level}` })) };

// fork's own pair type takes any store
type Values = Array<[StoreWritable<any>, unknown]>;

function renderMenu(values: Values = [], path = "/football") {
  const scope: Scope = fork({ values });
  const open = { noLogin: true };
  const rootRoute = createRootRoute({
    staticData: open,
    component: () => (
      <>
        <SessionMenu />
        <Outlet />
      </>
    ),
  });
  const page = (p: string) => createRoute({ getParentRoute: () => rootRoute, path: p, staticData: open, component: () => <p>page {p}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page("/"), page("/football"), page("/individualCenter")]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <Provider value={scope}>
      <MantineProvider env="test">
        <ToastsOnDemand limit={30} />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { scope, router };
}

const signedIn = (user: UserInfo, extra: Values = []): Values => [[$userInfo, user], ...extra];
const userValues = signedIn(USER, [
  [$userLevel, { level: 2, exp: 61, levelTxt: "球迷" }],
  [$levelTables, { 1: TABLE }],
  [$personalInfo, { followToCount: 3, followFromCount: 0 }],
]);
const anchorValues = signedIn(ANCHOR, [
  [$anchorLevel, { anchorLevel: 1, anchorExp: 25, predictionLevel: 3, predictionLevelTxt: "预测达人", predictionExp: 5 }],
  [$levelTables, { 2: TABLE, 3: TABLE }],
  [$personalInfo, { followToCount: 1, followFromCount: 250, description: "" }],
]);

async function openMenu() {
  fireEvent.mouseEnter(await screen.findByRole("button", { name: "用户菜单" }));
  return screen.findByRole("menu");
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 2000 });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  api.on("/tourist/generateTouristCode", { touristCode: "t-1" });
});
afterEach(() => {
  cleanup();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

describe("guest", () => {
  it("sees 登录, which opens the login dialog", async () => {
    const { scope } = renderMenu();
    fireEvent.click(await screen.findByRole("button", { name: "登录" }));
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(screen.queryByRole("button", { name: "用户菜单" })).toBeNull();
  });
});

// Before "user menu": the first signed-in render of this file must find the menu's code not loaded yet.
describe("the menu's code, on demand", () => {
  const avatar = () => screen.findByRole("button", { name: "用户菜单" });

  it("the avatar shows without the menu's code; the pointer reaching it downloads the menu, which opens", async () => {
    renderMenu(userValues);
    const shown = await avatar();
    expect(shown.getAttribute("aria-haspopup")).toBeNull();
    expect(menuCode.loads).toBe(0);

    fireEvent.mouseEnter(shown);
    expect(await screen.findByRole("menu")).toBeTruthy();
    expect(menuCode.loads).toBe(1);
    expect(screen.getByText("球迷小王")).toBeTruthy();
  });

  it("a click on the avatar opens the menu once its code is here", async () => {
    renderMenu(userValues);
    fireEvent.click(await avatar());
    expect(await screen.findByRole("menu")).toBeTruthy();
  });

  it("focus on the avatar stays on it when the menu takes its place, and the menu stays closed", async () => {
    renderMenu(userValues);
    const first = await avatar();
    act(() => first.focus());
    await waitFor(() => expect(screen.getByRole("button", { name: "用户菜单" }).getAttribute("aria-haspopup")).toBe("menu"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "用户菜单" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("user menu", () => {
  it("shows nickname, 观赛ID, the masked phone, user level with next level and progress, and the user's links", async () => {
    renderMenu(userValues);
    const menu = await openMenu();
    expect(within(menu).getByText("球迷小王")).toBeTruthy();
    expect(within(menu).getByText("观赛ID：800007")).toBeTruthy();
    expect(within(menu).getByText("138****8000")).toBeTruthy();
    expect(within(menu).queryByText("13800138000")).toBeNull();
    expect(within(menu).getByText("用户等级 Lv.2 球迷")).toBeTruthy();
    expect(within(menu).getByText("下一级 Lv.3")).toBeTruthy();
    // 61 / levelExpList[1] = 61 / 200 = 30.5 % → 31
    expect(within(menu).getByRole("progressbar", { name: "用户等级进度" }).getAttribute("aria-valuenow")).toBe("31");
    expect(within(menu).getByText("61/200 · 31%")).toBeTruthy();

    const links = within(menu).getAllByRole("menuitem").filter((item) => item.tagName === "A");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["历史足迹", "/individualCenter?type=5"],
      ["我的消息", "/individualCenter?type=6"],
      ["我的关注", "/individualCenter?type=9"],
    ]);
    expect(within(menu).getByRole("menuitem", { name: "退出登录" })).toBeTruthy();
    for (const hidden of ["直播预告", "我的预测", "认证主播", "主播等级 Lv.1"]) expect(within(menu).queryByText(hidden)).toBeNull();
    expect(within(menu).queryByText(/粉丝/)).toBeNull();
  });

  it("an anchor sees anchor level, prediction level, fans, the verified badge and the anchor's links; no user level or follows", async () => {
    renderMenu(anchorValues);
    const menu = await openMenu();
    expect(within(menu).getByText("解说老李")).toBeTruthy();
    expect(within(menu).getByText("认证主播")).toBeTruthy();
    expect(within(menu).getByText("139****5678")).toBeTruthy();
    expect(within(menu).getByText("主播等级 Lv.1")).toBeTruthy();
    expect(within(menu).getByRole("progressbar", { name: "主播等级进度" }).getAttribute("aria-valuenow")).toBe("25");
    expect(within(menu).getByText("预测等级：预测达人")).toBeTruthy();
    expect(within(menu).getByText("粉丝 250")).toBeTruthy();
    const links = within(menu).getAllByRole("menuitem").filter((item) => item.tagName === "A");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["历史足迹", "/individualCenter?type=5"],
      ["我的消息", "/individualCenter?type=6"],
      ["直播预告", "/individualCenter?type=7"],
      ["我的预测", "/individualCenter?type=8"],
    ]);
    expect(within(menu).queryByText("我的关注")).toBeNull();
    expect(within(menu).queryByText(/用户等级/)).toBeNull();
  });

  it("copies the 观赛ID: 复制成功", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderMenu(userValues);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "复制观赛ID" }));
    expect(await toast("复制成功")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("800007");
    vi.unstubAllGlobals();
  });

  it("a refused clipboard says 复制失败", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    renderMenu(userValues);
    fireEvent.click(within(await openMenu()).getByRole("button", { name: "复制观赛ID" }));
    expect(await toast("复制失败")).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe("logout", () => {
  function storeSession(user: UserInfo) {
    localStorage.setItem("accessToken", "a");
    localStorage.setItem("refreshToken", "r");
    localStorage.setItem("userInfo", JSON.stringify(user));
  }

  it("a user is logged out at once: session cleared, 账号已退出, home, and the 登录 button is back", async () => {
    storeSession(USER);
    const { scope, router } = renderMenu(userValues);
    fireEvent.click(within(await openMenu()).getByRole("menuitem", { name: "退出登录" }));
    expect(await toast("账号已退出")).toBeTruthy();
    for (const key of ["accessToken", "refreshToken", "userInfo"]) expect(localStorage.getItem(key)).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($userLevel)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
    expect(api.callsTo("/anchor/checkLiving")).toHaveLength(0);
  });

  it("an anchor who is not live is logged out without a question", async () => {
    storeSession(ANCHOR);
    api.on("/anchor/checkLiving", { status: 0, roomId: 1001 });
    const { router } = renderMenu(anchorValues);
    fireEvent.click(within(await openMenu()).getByRole("menuitem", { name: "退出登录" }));
    expect(await toast("账号已退出")).toBeTruthy();
    expect(screen.queryByText("您正在直播中，退出登录将结束当前直播，确定退出吗？")).toBeNull();
    expect(api.callsTo("/anchor/close")).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("a living anchor is asked first; 取消 keeps the session, 确定 closes the stream then logs out", async () => {
    storeSession(ANCHOR);
    api.on("/anchor/checkLiving", { status: 1, roomId: 1001 });
    api.on("/anchor/close", ok(null, "下播成功，辛苦您了～"));
    const { scope, router } = renderMenu(anchorValues);

    fireEvent.click(within(await openMenu()).getByRole("menuitem", { name: "退出登录" }));
    let confirm = await screen.findByRole("dialog", { name: "退出登录" });
    expect(within(confirm).getByText("您正在直播中，退出登录将结束当前直播，确定退出吗？")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(localStorage.getItem("accessToken")).toBe("a");
    expect(api.callsTo("/anchor/close")).toHaveLength(0);

    fireEvent.click(within(await openMenu()).getByRole("menuitem", { name: "退出登录" }));
    confirm = await screen.findByRole("dialog", { name: "退出登录" });
    fireEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    expect(await toast("下播成功，辛苦您了～")).toBeTruthy();
    expect(await toast("账号已退出")).toBeTruthy();
    expect(api.callsTo("/anchor/close")).toHaveLength(1);
    expect(api.paths().indexOf("/anchor/close")).toBeGreaterThan(api.paths().lastIndexOf("/anchor/checkLiving"));
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

it("logging out elsewhere (loggedOut) swaps the avatar for 登录", async () => {
  const { scope } = renderMenu(userValues);
  await screen.findByRole("button", { name: "用户菜单" });
  await act(() => allSettled(loggedOut, { scope }));
  expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
});

// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, rootRouteId } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUTES as ROUTE_TABLE } from "@/shared/routes";
import { renderApp } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { DEFAULT_TITLE, firstRenderAtOnce } from "./route-meta";
import { createAppRouter } from "./router";

const LOGGED_IN = JSON.stringify({ id: 42, nickName: "球迷" });

// The rendered app makes its real calls (footer links, lists) against the sim, not the network.
useTestSim(createTestBackend({ footballPerDay: 60, basketballPerDay: 10 }));

function routerAt(path: string) {
  return createAppRouter(createMemoryHistory({ initialEntries: [path] }));
}

async function loadAt(path: string) {
  const router = routerAt(path);
  await router.load();
  return router;
}

// An unmatched URL leaves the root route as the only (deepest) match.
function isNotFound(router: ReturnType<typeof createAppRouter>) {
  return router.state.matches.at(-1)?.routeId === rootRouteId;
}

async function renderAppAt(path: string) {
  const { router } = await renderApp({ url: path });
  return router;
}

beforeEach(() => {
  localStorage.clear();
  // Home would open the app-download prompt over the page; these tests are about routing.
  localStorage.setItem("downloadPromptClosed", "1");
  sessionStorage.clear();
  document.title = "";
  // jsdom does not implement scrolling; the router calls window.scrollTo after each navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
});

// Every route of docs/product-rules.md "Routes", with a concrete URL and whether it needs login.
const ROUTES: ReadonlyArray<{ path: string; routeId: string; login: boolean }> = [
  { path: "/", routeId: "/", login: false },
  { path: "/football", routeId: "/football", login: false },
  { path: "/basketball", routeId: "/basketball", login: false },
  { path: "/forecast", routeId: "/forecast", login: false },
  { path: "/forecastDetail", routeId: "/forecastDetail", login: false },
  { path: "/liveRoom?roomId=1001", routeId: "/liveRoom", login: false },
  { path: "/liveRoom?detail=3520&SportType=football", routeId: "/liveRoom", login: false },
  { path: "/matchEvents", routeId: "/matchEvents", login: false },
  { path: "/personalHomepage?customId=88", routeId: "/personalHomepage", login: false },
  { path: "/downLoad", routeId: "/downLoad", login: false },
  { path: "/informationCentre", routeId: "/informationCentre", login: false },
  { path: "/about", routeId: "/about", login: true },
  { path: "/anchorCertification", routeId: "/anchorCertification", login: true },
  { path: "/anchorStart", routeId: "/anchorStart", login: true },
  { path: "/individualCenter?type=6&customerId=9", routeId: "/individualCenter", login: true },
  { path: "/footballMatchData/index", routeId: "/footballMatchData/index", login: false },
  {
    path: "/footballMatchData/matchDetail/82",
    routeId: "/footballMatchData/matchDetail/$competeId",
    login: false,
  },
  { path: "/basketballMatchData/index", routeId: "/basketballMatchData/index", login: false },
  {
    path: "/basketballMatchData/matchDetail/1",
    routeId: "/basketballMatchData/matchDetail/$competeId",
    login: false,
  },
  { path: "/footballTeamDetail/501", routeId: "/footballTeamDetail/$competeId", login: false },
  { path: "/basketballTeamDetail/17", routeId: "/basketballTeamDetail/$teamId", login: false },
  { path: "/teamDetailHistory/3520", routeId: "/teamDetailHistory/$matchId", login: false },
  { path: "/footballPlayerDetail/9001", routeId: "/footballPlayerDetail/$competeId", login: false },
  { path: "/basketballPlayerDetail/77", routeId: "/basketballPlayerDetail/$competeId", login: false },
  { path: "/dynamicDetail/12", routeId: "/dynamicDetail/$viewId", login: false },
];

describe("route table", () => {
  it.each(ROUTES)("$path resolves to its own route", async ({ path, routeId }) => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await loadAt(path);
    expect(isNotFound(router)).toBe(false);
    expect(router.state.matches.at(-1)?.routeId).toBe(routeId);
    expect(router.state.location.href).toBe(path);
  });

  it.each(ROUTES)("$path is login-only exactly when the spec says so", async ({ path, login }) => {
    const router = await loadAt(path);
    expect(router.state.location.pathname).toBe(login ? "/" : path.split("?")[0]);
  });

  it.each(ROUTES)("$path renders its first view at once only if it is a live board", async ({ path }) => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await loadAt(path);
    const board = ["/football", "/basketball", "/matchEvents"].includes(router.state.location.pathname);
    expect(firstRenderAtOnce(router.state.matches)).toBe(board);
  });

  it("parses the live room and individual center search params", async () => {
    const live = await loadAt("/liveRoom?detail=3520&SportType=basketball");
    expect(live.state.location.search).toEqual({ detail: "3520", SportType: "basketball" });
    expect(live.state.matches.at(-1)?.search).toEqual({
      roomId: undefined,
      detail: "3520",
      SportType: "basketball",
    });

    localStorage.setItem("userInfo", LOGGED_IN);
    const center = await loadAt("/individualCenter?type=4&forecastType=2");
    expect(center.state.matches.at(-1)?.search).toMatchObject({ type: 4, forecastType: "2" });
  });

  it.each([
    "/liveRoom?roomId=1",
    "/personalHomepage?customId=10001",
    "/liveRoom?detail=3520&SportType=football",
    "/individualCenter?type=6&customerId=9",
  ])("keeps %s exactly as typed, after loading and after navigating back to it", async (path) => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await loadAt(path);
    expect(router.state.location.href).toBe(path);
    await router.navigate({ to: "/football" });
    await router.navigate({ href: path });
    expect(router.state.location.href).toBe(path);
  });

  it("builds plain query strings from the route table's href builders and from typed search", async () => {
    expect(ROUTE_TABLE.liveRoom.href({ roomId: 1 })).toBe("/liveRoom?roomId=1");
    expect(ROUTE_TABLE.liveRoom.href({ matchId: 7, sport: "basketball" })).toBe("/liveRoom?detail=7&SportType=basketball");
    expect(ROUTE_TABLE.personalHomepage.href(10001)).toBe("/personalHomepage?customId=10001");
    expect(ROUTE_TABLE.individualCenter.href({ type: 6, customerId: 9 })).toBe("/individualCenter?type=6&customerId=9");
    expect(ROUTE_TABLE.footballCompetition.href(82)).toBe("/footballMatchData/matchDetail/82");
    expect(ROUTE_TABLE.newsDetail.href(12)).toBe("/dynamicDetail/12");

    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await loadAt("/football");
    await router.navigate({ to: ROUTE_TABLE.individualCenter.path, search: { type: 9 } });
    expect(router.state.location.href).toBe("/individualCenter?type=9");
    expect(router.state.matches.at(-1)?.search).toMatchObject({ type: 9 });
    await router.navigate({ to: ROUTE_TABLE.liveRoom.path, search: { roomId: "12" } });
    expect(router.state.location.href).toBe("/liveRoom?roomId=12");
  });

  it("a page's chunk can be preloaded before the user opens it", async () => {
    const router = routerAt("/");
    for (const to of ["/basketball", "/forecast", "/informationCentre"] as const) {
      await expect(router.preloadRoute({ to }), to).resolves.toBeDefined();
    }
  });

  it("every route of the route table resolves to a route of the tree", async () => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const hrefs = [
      ROUTE_TABLE.home.href(),
      ROUTE_TABLE.matchEvents.href(),
      ROUTE_TABLE.footballCompetition.href(82),
      ROUTE_TABLE.basketballCompetition.href(1),
      ROUTE_TABLE.footballMatchDataIndex.href(),
      ROUTE_TABLE.footballTeam.href(501),
      ROUTE_TABLE.basketballTeam.href(17),
      ROUTE_TABLE.teamHistory.href(3520),
      ROUTE_TABLE.footballPlayer.href(9001),
      ROUTE_TABLE.basketballPlayer.href(77),
      ROUTE_TABLE.newsDetail.href(12),
    ];
    for (const href of hrefs) {
      const router = await loadAt(href);
      expect(isNotFound(router)).toBe(false);
      expect(router.state.location.href).toBe(href);
    }
  });

  it("drops a malformed search value instead of failing the page", async () => {
    const router = await loadAt("/liveRoom?detail=1&SportType=tennis");
    expect(isNotFound(router)).toBe(false);
    expect(router.state.matches.at(-1)?.search).toMatchObject({ detail: "1", SportType: undefined });
  });

  it("an unknown path shows the not-found page", async () => {
    const router = await renderAppAt("/no/such/page");
    expect(isNotFound(router)).toBe(true);
    expect(await screen.findByRole("heading", { name: "页面不存在" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/");
  });
});

describe("data library redirects", () => {
  it.each([
    ["/footballMatchData", "/footballMatchData/index"],
    ["/footballMatchData/", "/footballMatchData/index"],
    ["/basketballMatchData", "/basketballMatchData/index"],
  ])("%s redirects to %s", async (from, to) => {
    const router = await loadAt(from);
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.matches.at(-1)?.routeId).toBe(to);
  });
});

describe("document title", () => {
  it.each([
    ["/football", "足球直播 - 看球"],
    ["/basketball", "篮球直播 - 看球"],
    ["/forecast", "专家预测 - 看球"],
    ["/forecastDetail", "预测详情 - 看球"],
    ["/matchEvents", "即时比分 - 看球"],
  ])("%s is titled %s", async (path, title) => {
    await loadAt(path);
    expect(document.title).toBe(title);
  });

  it.each(["/", "/downLoad", "/footballMatchData/index", "/dynamicDetail/3", "/nowhere"])(
    "%s gets the default title",
    async (path) => {
      document.title = "stale";
      await loadAt(path);
      expect(document.title).toBe(DEFAULT_TITLE);
    },
  );

  it("follows client-side navigation", async () => {
    const router = await loadAt("/football");
    await router.navigate({ to: "/forecastDetail" });
    expect(document.title).toBe("预测详情 - 看球");
    await router.navigate({ to: "/informationCentre" });
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});

describe("login guard", () => {
  it("sends a guest from /individualCenter to /", async () => {
    const router = await loadAt("/individualCenter?type=2");
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets a user with stored user info into /individualCenter", async () => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await loadAt("/individualCenter?type=2");
    expect(router.state.location.pathname).toBe("/individualCenter");
    expect(router.state.matches.at(-1)?.search).toMatchObject({ type: 2 });
  });

  it.each(["not json", "null", "[]", JSON.stringify({ nickName: "no id" }), JSON.stringify({ id: "" })])(
    "treats stored user info %s as a guest",
    async (stored) => {
      localStorage.setItem("userInfo", stored);
      const router = await loadAt("/anchorStart");
      expect(router.state.location.pathname).toBe("/");
    },
  );

  it("guards client-side navigation too", async () => {
    const router = await loadAt("/football");
    await router.navigate({ to: "/anchorCertification" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("leaves a login-only page for / when the tab becomes visible without user info", async () => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await renderAppAt("/anchorStart");
    expect(await screen.findByRole("heading", { name: "我要开播" })).toBeTruthy();

    localStorage.removeItem("userInfo");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { name: "今日焦点赛事" })).toBeTruthy();
  });

  it("stays put on visibilitychange while the user info is still there, or on an open page", async () => {
    localStorage.setItem("userInfo", LOGGED_IN);
    const router = await renderAppAt("/anchorStart");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(router.state.location.pathname).toBe("/anchorStart");

    localStorage.removeItem("userInfo");
    // An open page that makes no calls: this test is about the guard, not a page's data.
    await act(() => router.navigate({ to: "/forecast" }));
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(router.state.location.pathname).toBe("/forecast");
  });
});

describe("shell", () => {
  it("renders header, the page and footer", async () => {
    await renderAppAt("/downLoad");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "主导航" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("scrolls to the top after a navigation", async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const router = await renderAppAt("/");
    await screen.findByRole("heading", { name: "今日焦点赛事" });
    scrollTo.mockClear();

    await act(() => router.navigate({ to: "/basketball" }));
    await screen.findByRole("heading", { name: "篮球" });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 })));
  });
});

// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "./header";

// A small router standing in for the app's: the header only needs somewhere to navigate to.
function renderHeaderAt(path: string) {
  const open = { noLogin: true };
  const rootRoute = createRootRoute({
    staticData: open,
    component: () => (
      <>
        <Header rightSection={<button type="button">登录</button>} />
        <Outlet />
      </>
    ),
  });
  const paths = ["/", "/football", "/basketball", "/matchEvents", "/forecast", "/basketballMatchData/index"];
  const routeTree = rootRoute.addChildren(
    paths.map((p) => createRoute({ getParentRoute: () => rootRoute, path: p, staticData: open, component: () => <p>{p}</p> })),
  );
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <MantineProvider env="test" defaultColorScheme="dark">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const TABS = [
  ["首页", "/"],
  ["足球", "/football"],
  ["篮球", "/basketball"],
  ["比分", "/matchEvents"],
  ["资料库", "/footballMatchData"],
  ["预测", "/forecast"],
] as const;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => cleanup());

describe("Header", () => {
  it("renders the six tabs with their hrefs, in order, and the logo links home", async () => {
    renderHeaderAt("/football");
    const nav = await screen.findByRole("navigation", { name: "主导航" });
    const links = Array.from(nav.querySelectorAll("a"));
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(TABS.map(([l, h]) => [l, h]));
    for (const [label, href] of TABS) {
      expect(screen.getByRole("link", { name: label }).getAttribute("href")).toBe(href);
    }
    expect(screen.getByRole("link", { name: "看球 首页" }).getAttribute("href")).toBe("/");
  });

  it("highlights the tab of the current route only", async () => {
    renderHeaderAt("/basketball");
    const active = await screen.findByRole("link", { name: "篮球" });
    expect(active.getAttribute("aria-current")).toBe("page");
    for (const [label] of TABS.filter(([l]) => l !== "篮球")) {
      expect(screen.getByRole("link", { name: label }).getAttribute("aria-current")).toBeNull();
    }
  });

  it("marks 资料库 current on either data library", async () => {
    renderHeaderAt("/basketballMatchData/index");
    expect((await screen.findByRole("link", { name: "资料库" })).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "首页" }).getAttribute("aria-current")).toBeNull();
  });

  it("clicking 比分 forgets the remembered match-events tab and navigates", async () => {
    sessionStorage.setItem("matchEventsTab", "basketball");
    sessionStorage.setItem("otherKey", "kept");
    const router = renderHeaderAt("/");
    const tab = await screen.findByRole("link", { name: "比分" });
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(sessionStorage.getItem("matchEventsTab")).toBeNull();
    expect(sessionStorage.getItem("otherKey")).toBe("kept");
    await waitFor(() => expect(router.state.location.pathname).toBe("/matchEvents"));
  });

  it("other tabs leave the remembered match-events tab alone", async () => {
    sessionStorage.setItem("matchEventsTab", "basketball");
    renderHeaderAt("/");
    fireEvent.click(await screen.findByRole("link", { name: "足球" }));
    expect(sessionStorage.getItem("matchEventsTab")).toBe("basketball");
  });

  it("hovering 资料库 offers the football and basketball libraries", async () => {
    renderHeaderAt("/");
    fireEvent.mouseEnter(await screen.findByRole("link", { name: "资料库" }));
    const football = await screen.findByRole("menuitem", { name: "足球资料库" });
    const basketball = screen.getByRole("menuitem", { name: "篮球资料库" });
    expect(football.getAttribute("href")).toBe("/footballMatchData");
    expect(basketball.getAttribute("href")).toBe("/basketballMatchData");
  });

  it("focusing 资料库 keeps the link on screen and focused while its menu loads, and after", async () => {
    renderHeaderAt("/");
    const link = await screen.findByRole("link", { name: "资料库" });
    act(() => link.focus());
    // The same node while the code downloads (the menu's link once it is there: an earlier test
    // may have downloaded it already).
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "资料库" }));

    expect(await screen.findByRole("menuitem", { name: "篮球资料库" })).toBeTruthy();
    const loaded = screen.getByRole("link", { name: "资料库" });
    expect(loaded.getAttribute("href")).toBe("/footballMatchData");
    expect(document.activeElement).toBe(loaded);
  });

  it("renders the right-hand slot", async () => {
    renderHeaderAt("/");
    expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
  });

  it("on home turns opaque as the page scrolls past 95 px", async () => {
    renderHeaderAt("/");
    const header = await screen.findByRole("banner");
    expect(Number(header.dataset.opacity)).toBeLessThan(1);
    // The specification's white: the theme's raised surface (white in light, dark-6 in dark).
    expect(header.style.backgroundColor).toContain("var(--mantine-color-default)");
    Object.defineProperty(window, "scrollY", { configurable: true, value: 200 });
    try {
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
      expect(header.dataset.opacity).toBe("1.00");
    } finally {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    }
  });

  it("is translucent at the top of home and opaque elsewhere", async () => {
    const router = renderHeaderAt("/");
    const header = await screen.findByRole("banner");
    expect(Number(header.dataset.opacity)).toBeLessThan(1);
    await act(() => router.navigate({ to: "/football" }));
    await waitFor(() => expect(header.dataset.opacity).toBe("1.00"));
  });

  it("off home never reads the scroll position, which would force a layout", async () => {
    const scrollYRead = vi.fn(() => 0);
    Object.defineProperty(window, "scrollY", { configurable: true, get: scrollYRead });
    try {
      renderHeaderAt("/football");
      const header = await screen.findByRole("banner");
      expect(header.dataset.opacity).toBe("1.00");
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
      expect(scrollYRead).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    }
  });
});

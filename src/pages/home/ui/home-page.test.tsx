// @vitest-environment jsdom
// Home against the sim: 官方精选 holds its place while the banners load (appearing later it pushed
// 今日焦点赛事 down), then shows the carousel in it; the football day list waits for 直播推荐's answer.
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { expect, it, vi } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { TEST_API_BASE } from "#test-kit/fixtures";
import { useTestSim } from "#test-kit/sim";
import { API_PATHS } from "#wire";

// The list's 2 s cap (model/first-view) is out of the way here: the test holds 直播推荐 as long as it needs.
vi.mock("../config/first-view", () => ({ BELOW_FOLD_WAIT_MS: 3_600_000 }));

const sim = useTestSim();

usePageTestSetup();

it("官方精选 keeps a frame in its place while the banners load, then the carousel takes it", async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Holds the banners call, then lets the sim answer it (a resolver that returns nothing falls through).
  sim.server.use(
    http.get(`${TEST_API_BASE}${API_PATHS.config.banners}`, async () => {
      await released;
    }),
  );
  await renderApp({ url: "/" });
  const loading = await screen.findByTestId("home-banners-loading");
  expect(loading.getAttribute("aria-busy")).toBe("true");
  expect(loading.querySelector("h2")?.textContent).toBe("官方精选");
  expect(loading.nextElementSibling?.getAttribute("data-testid")).toBe("home-focus");

  release();
  const carousel = await screen.findByTestId("home-banners");
  expect(carousel.querySelectorAll("[data-testid=banner-item]").length).toBeGreaterThan(0);
  expect(carousel.nextElementSibling?.getAttribute("data-testid")).toBe("home-focus");
  expect(screen.queryByTestId("home-banners-loading")).toBeNull();
});

it("the football day list is asked for after 直播推荐 has its answer; 今日焦点赛事 holds its placeholders until then", async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const listCalls = { count: 0 };
  sim.server.use(
    http.post(`${TEST_API_BASE}${API_PATHS.living.recommend}`, async () => {
      await released;
    }),
    // Counts, then falls through to the sim.
    http.post(`${TEST_API_BASE}${API_PATHS.football.realtimeList}`, () => {
      listCalls.count += 1;
    }),
  );
  await renderApp({ url: "/" });
  // The banners' call has answered meanwhile: the page is past its first requests.
  await screen.findByTestId("home-banners");
  const focus = screen.getByTestId("home-focus");
  expect(within(focus).queryByTestId("focus-matches")).toBeNull();
  expect(focus.querySelector("[aria-busy]")).not.toBeNull();
  expect(listCalls.count).toBe(0);

  release();
  const cards = await within(focus).findByTestId("focus-matches");
  expect(cards.dataset.sport).toBe("football");
  expect(cards.children.length).toBeGreaterThan(0);
  expect(listCalls.count).toBe(1);
});

it("the first recommended room's cover, the page's largest image, is preloaded as soon as 直播推荐 answers", async () => {
  for (const link of Array.from(document.head.querySelectorAll('link[rel="preload"]'))) link.remove();
  await renderApp({ url: "/" });
  const firstSlide = (await screen.findAllByTestId("recommend-slide"))[0]!;
  const cover = firstSlide.querySelector("img")?.getAttribute("src");
  expect(cover).toBeTruthy();
  const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));
  expect(preloads.map((link) => link.getAttribute("href"))).toEqual([cover]);
});

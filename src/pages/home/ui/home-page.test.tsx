// @vitest-environment jsdom
// Home against the sim: 官方精选 holds its place while the banners load (appearing later it pushed
// 今日焦点赛事 down), then shows the carousel in it.
import { screen } from "@testing-library/react";
import { http } from "msw";
import { expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { TEST_API_BASE } from "#test-kit/fixtures";
import { useTestSim } from "#test-kit/sim";
import { API_PATHS } from "#wire";

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

// @vitest-environment jsdom
// Home's first view is 直播推荐 (its first cover is the page's largest image): its call leaves as the
// route matches, while the page's code is still on its way, not once the page's chunks are here.
import { createMemoryHistory } from "@tanstack/react-router";
import { http } from "msw";
import { expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { TEST_API_BASE } from "#test-kit/fixtures";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { createAppRouter } from "./router";

// The page's module arrives only when the test lets it.
const page = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released, arrived: false };
});
vi.mock("@/pages/home", async (importOriginal) => {
  await page.released;
  const module = await importOriginal<typeof import("@/pages/home")>();
  page.arrived = true;
  return module;
});

const sim = useTestSim(createTestBackend({ footballPerDay: 20, basketballPerDay: 5 }));

it("asks for 直播推荐 before the home page's code has arrived", async () => {
  const calls = { count: 0 };
  sim.server.use(
    // Counts, then falls through to the sim.
    http.post(`${TEST_API_BASE}${API_PATHS.living.recommend}`, () => {
      calls.count += 1;
    }),
  );
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }));
  const loaded = router.load();
  await vi.waitFor(() => expect(calls.count).toBe(1));
  expect(page.arrived).toBe(false);
  page.release();
  await loaded;
  expect(page.arrived).toBe(true);
  expect(calls.count).toBe(1);
});

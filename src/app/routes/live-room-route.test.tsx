// @vitest-environment jsdom
// A live room's record (its match header is the page's largest text) is asked for as the route
// matches, while the page's code is on its way: the room view no longer waits for it after the
// entry checks.
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
vi.mock("@/pages/live-room", async (importOriginal) => {
  await page.released;
  const module = await importOriginal<typeof import("@/pages/live-room")>();
  page.arrived = true;
  return module;
});

const sim = useTestSim(createTestBackend({ footballPerDay: 20, basketballPerDay: 5 }));

it("asks for the room's record before the live room page's code has arrived; a match centre or a bad id asks for none", async () => {
  const rooms: unknown[] = [];
  sim.server.use(
    // Records the room asked for, then falls through to the sim.
    http.post(`${TEST_API_BASE}${API_PATHS.living.info}`, async ({ request }) => {
      rooms.push(await request.clone().text());
    }),
  );
  for (const url of ["/liveRoom?detail=110000001&SportType=football", "/liveRoom?roomId=abc"]) void createAppRouter(createMemoryHistory({ initialEntries: [url] })).load();
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/liveRoom?roomId=880100"] }));
  const loaded = router.load();
  await vi.waitFor(() => expect(rooms).toHaveLength(1));
  expect(page.arrived).toBe(false);
  page.release();
  await loaded;
  expect(rooms).toHaveLength(1);
});

// @vitest-environment jsdom
// First views whose call leaves as the route matches, while the page's code is still on its way:
// home's 直播推荐 (its first cover is the page's largest image); a live room's record, or a match
// centre's header and anchors (the match header is the page's largest text); /forecast's schemes
// and /forecastDetail's scheme (their largest text); an anchor's card and previews on
// /personalHomepage (the avatar is its largest image); a team's or player's card; a match's
// head-to-head on the team history page; an anchor's stream status on /anchorStart.
import { createMemoryHistory } from "@tanstack/react-router";
import { http } from "msw";
import { expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { TEST_API_BASE } from "#test-kit/fixtures";
import { codeLogin } from "#test-kit/sim-routes";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { $userInfo, loggedOut, sessionStarted } from "@/entities/session";
import { createAppRouter } from "./router";

// Each page's module arrives only when the test lets it.
const pages = vi.hoisted(() => {
  const held = () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return { release, released, arrived: false };
  };
  return { home: held(), liveRoom: held(), forecast: held(), personalHomepage: held(), teamLibrary: held(), anchorStart: held() };
});
const arrival = vi.hoisted(() => async <T,>(page: { released: Promise<void>; arrived: boolean }, load: () => Promise<T>) => {
  await page.released;
  const module = await load();
  page.arrived = true;
  return module;
});
vi.mock("@/pages/home", (importOriginal) => arrival(pages.home, importOriginal));
vi.mock("@/pages/live-room", (importOriginal) => arrival(pages.liveRoom, importOriginal));
vi.mock("@/pages/forecast", (importOriginal) => arrival(pages.forecast, importOriginal));
vi.mock("@/pages/personal-homepage", (importOriginal) => arrival(pages.personalHomepage, importOriginal));
// The team, player and history pages: three slices behind one gate.
vi.mock("@/pages/team", (importOriginal) => arrival(pages.teamLibrary, importOriginal));
vi.mock("@/pages/player", (importOriginal) => arrival(pages.teamLibrary, importOriginal));
vi.mock("@/pages/team-history", (importOriginal) => arrival(pages.teamLibrary, importOriginal));
vi.mock("@/pages/anchor-start", (importOriginal) => arrival(pages.anchorStart, importOriginal));

const sim = useTestSim(createTestBackend({ footballPerDay: 20, basketballPerDay: 5 }));

/** Records each call to `path`'s body, then lets the sim answer it. */
function recordCalls(path: string) {
  const bodies: string[] = [];
  sim.server.use(
    http.post(`${TEST_API_BASE}${path}`, async ({ request }) => {
      bodies.push(await request.clone().text());
    }),
  );
  return bodies;
}

// A router's load may settle before a page module that another router of the same route asked
// for has arrived, so the tests wait for the module itself.
const loadAt = (url: string) => createAppRouter(createMemoryHistory({ initialEntries: [url] })).load();

it("asks for 直播推荐 before the home page's code has arrived", async () => {
  const calls = recordCalls(API_PATHS.living.recommend);
  const loaded = loadAt("/");
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  expect(pages.home.arrived).toBe(false);
  pages.home.release();
  await loaded;
  await vi.waitFor(() => expect(pages.home.arrived).toBe(true));
  expect(calls).toHaveLength(1);
});

it("asks for the room's record, or a match centre's header and anchors, before the live room page's code has arrived; a bad id asks for none", async () => {
  const calls = recordCalls(API_PATHS.living.info);
  const centres = recordCalls(API_PATHS.match.livingNew);
  for (const url of ["/liveRoom?detail=110000001&SportType=basketball", "/liveRoom?roomId=abc", "/liveRoom?detail=abc&SportType=football", "/liveRoom?detail=110000002"]) void loadAt(url);
  const loaded = loadAt("/liveRoom?roomId=880100");
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  await vi.waitFor(() => expect(centres).toHaveLength(1));
  expect(JSON.parse(calls[0]!)).toMatchObject({ roomId: 880100 });
  expect(JSON.parse(centres[0]!)).toEqual({ matchId: 110000001, sportType: 2 });
  expect(pages.liveRoom.arrived).toBe(false);
  pages.liveRoom.release();
  await loaded;
  await vi.waitFor(() => expect(pages.liveRoom.arrived).toBe(true));
  expect(calls).toHaveLength(1);
  expect(centres).toHaveLength(1);
});

it("asks for the schemes an address filters before the forecast page's code has arrived; a detail asks for its scheme, a bad id for none", async () => {
  const lists = recordCalls(API_PATHS.prediction.schemes);
  const details = recordCalls(API_PATHS.prediction.schemeDetail);
  void loadAt("/forecastDetail?id=abc");
  void loadAt("/forecastDetail?id=7");
  const loaded = loadAt("/forecast?sport=basketball&customId=10005&page=2");
  await vi.waitFor(() => expect(lists).toHaveLength(1));
  await vi.waitFor(() => expect(details).toHaveLength(1));
  expect(pages.forecast.arrived).toBe(false);
  expect(JSON.parse(lists[0]!)).toMatchObject({ sportType: 2, customId: 10005, pageNum: 2 });
  expect(JSON.parse(details[0]!)).toEqual({ schemeId: 7 });
  pages.forecast.release();
  await loaded;
  await vi.waitFor(() => expect(pages.forecast.arrived).toBe(true));
  expect(lists).toHaveLength(1);
});

it("asks for the anchor's card and previews before the anchor's homepage code has arrived; a malformed id asks for neither", async () => {
  const details = recordCalls(API_PATHS.anchor.detail);
  const previews = recordCalls(API_PATHS.anchor.findPreview);
  void loadAt("/personalHomepage?customId=abc");
  const loaded = loadAt("/personalHomepage?customId=10005");
  await vi.waitFor(() => expect(details).toHaveLength(1));
  await vi.waitFor(() => expect(previews).toHaveLength(1));
  expect(pages.personalHomepage.arrived).toBe(false);
  expect(JSON.parse(details[0]!)).toEqual({ customId: 10005 });
  expect(JSON.parse(previews[0]!)).toEqual({ customId: 10005 });
  pages.personalHomepage.release();
  await loaded;
  await vi.waitFor(() => expect(pages.personalHomepage.arrived).toBe(true));
  expect(details).toHaveLength(1);
});

it("asks for a team's or a player's card, or a match's head-to-head, before the team library's code has arrived; a malformed id asks for none", async () => {
  const teams = recordCalls(API_PATHS.teamLibrary.basketball.teamInfo);
  const players = recordCalls(API_PATHS.teamLibrary.football.playerInfo);
  const histories = [recordCalls(API_PATHS.teamLibrary.headToHead.football), recordCalls(API_PATHS.teamLibrary.headToHead.basketball)];
  for (const url of ["/basketballTeamDetail/abc", "/footballPlayerDetail/0", "/teamDetailHistory/x"]) void loadAt(url);
  void loadAt("/basketballTeamDetail/300001");
  void loadAt("/teamDetailHistory/4242");
  const loaded = loadAt("/footballPlayerDetail/10000109");
  await vi.waitFor(() => expect(teams).toHaveLength(1));
  await vi.waitFor(() => expect(players).toHaveLength(1));
  // The history's address names no sport: both are asked, as the page does.
  for (const history of histories) await vi.waitFor(() => expect(history).toHaveLength(1));
  expect(pages.teamLibrary.arrived).toBe(false);
  expect(JSON.parse(teams[0]!)).toEqual({ teamId: 300001 });
  expect(JSON.parse(players[0]!)).toEqual({ playerId: 10000109 });
  for (const history of histories) expect(JSON.parse(history[0]!)).toEqual({ matchId: 4242, size: 10 });
  pages.teamLibrary.release();
  await loaded;
  await vi.waitFor(() => expect(pages.teamLibrary.arrived).toBe(true));
  expect(players).toHaveLength(1);
  for (const history of histories) expect(history).toHaveLength(1);
});

it("asks for a signed-in anchor's stream status before the anchor desk's code has arrived", async () => {
  const checks = recordCalls(API_PATHS.anchor.checkLiving);
  const anchor = sim.backend.world.anchors()[0]!;
  const { accessToken, refreshToken } = await codeLogin(sim.backend, sim.backend.accounts.book.get(anchor.customId)!.phone);
  sessionStarted({ accessToken, refreshToken, first: false });
  await vi.waitFor(() => expect($userInfo.getState()?.isAnchor).toBe(1));
  try {
    const loaded = loadAt("/anchorStart");
    await vi.waitFor(() => expect(checks).toHaveLength(1));
    expect(pages.anchorStart.arrived).toBe(false);
    pages.anchorStart.release();
    await loaded;
    await vi.waitFor(() => expect(pages.anchorStart.arrived).toBe(true));
    expect(checks).toHaveLength(1);
  } finally {
    loggedOut();
  }
});

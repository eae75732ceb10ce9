// @vitest-environment jsdom
// Which list a page opens with, and the start-up prefetch: the call leaves at once and its
// result lands in the today-list query the page's model reads.
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { encodeMatchListPayload, type kanqiu } from "#wire/codec";
import { url, useHttpTestEnv } from "#test-kit/http-env";
import { todayListQuery, type Match } from "@/entities/match";
import { clearStartedCallsForTests } from "@/shared/api";
import { firstListSport, opensWithFirstList, prefetchFirstList, startFirstListCall } from "./first-list";

const env = useHttpTestEnv();

afterEach(() => {
  vi.restoreAllMocks();
  clearStartedCallsForTests();
});

describe("the first list of a page", () => {
  it("football for /football, basketball for /basketball; none for home, whose list waits for its first view", () => {
    expect(firstListSport("/", null)).toBeNull();
    expect(firstListSport("/football", null)).toBe("football");
    expect(firstListSport("/basketball", null)).toBe("basketball");
  });

  it("a page opens with a list on the three boards only", () => {
    expect(["/football", "/basketball", "/matchEvents"].map((path) => opensWithFirstList(path))).toEqual([true, true, true]);
    expect(["/", "/forecastDetail", "/downLoad"].map((path) => opensWithFirstList(path))).toEqual([false, false, false]);
  });

  it("/matchEvents follows the remembered sport tab, football when none", () => {
    expect(firstListSport("/matchEvents", null)).toBe("football");
    expect(firstListSport("/matchEvents", "basketball")).toBe("basketball");
    expect(firstListSport("/matchEvents", "football")).toBe("football");
    expect(firstListSport("/matchEvents", "garbage")).toBe("football");
  });

  it("pages without a match list start nothing", () => {
    for (const path of ["/liveRoom", "/footballMatchData/index", "/informationCentre", "/about"]) expect(firstListSport(path, null)).toBeNull();
  });
});

/** Serves today's football list: two matches, or a status 500. Counts the calls. */
function serveTodayList(status: 200 | 500) {
  const calls = { count: 0 };
  env.server.use(
    http.post(url(API_PATHS.football.realtimeList), () => {
      calls.count += 1;
      if (status === 500) return new HttpResponse(null, { status: 500, statusText: "Internal Server Error" });
      const payload: kanqiu.IMatchListPayload = {
        code: 0,
        cArr: [{ id: 1, name: "英超" }],
        tArr: [{ id: 10, name: "阿森纳" }, { id: 11, name: "切尔西" }],
        matches: [700, 701].map((id) => ({ iArr: [id, 1, 10, 11, 1_800_000_000, 1, 0, 0, 2, 0, 0, 0] })),
      };
      const bytes = new Uint8Array(encodeMatchListPayload(payload));
      return HttpResponse.arrayBuffer(bytes.buffer, { headers: { "Content-Type": "application/x-protobuf" } });
    }),
  );
  return calls;
}

describe("the start-up prefetch", () => {
  it("puts today's list into the page's query, mapped, with when the call left", async () => {
    const calls = serveTodayList(200);
    const queryClient = new QueryClient();
    const before = Date.now();
    prefetchFirstList(queryClient, "/matchEvents");
    await expect.poll(() => queryClient.getQueryState(todayListQuery("football").queryKey)?.status).toBe("success");
    const reply = queryClient.getQueryData(todayListQuery("football").queryKey)!;
    expect(reply.matches.map((m: Match) => [m.matchId, m.homeTeam.name, m.awayTeam.name])).toEqual([
      [700, "阿森纳", "切尔西"],
      [701, "阿森纳", "切尔西"],
    ]);
    expect(reply.requestedAt).toBeGreaterThanOrEqual(before);
    expect(reply.requestedAt).toBeLessThanOrEqual(Date.now());
    expect(calls.count).toBe(1);
  });

  it("a failed call leaves the query in error with what the client shows for a non-2xx reply, for the page to retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // the client logs the status text
    serveTodayList(500);
    const queryClient = new QueryClient();
    prefetchFirstList(queryClient, "/football");
    await expect.poll(() => queryClient.getQueryState(todayListQuery("football").queryKey)?.status).toBe("error");
    expect(queryClient.getQueryState(todayListQuery("football").queryKey)?.error?.message).toBe("服务器繁忙，请稍后重试（HTTP 500）");
  });

  it("the call started as the start chunk runs is the one the query takes: one request", async () => {
    const calls = serveTodayList(200);
    const before = Date.now();
    startFirstListCall("/matchEvents");
    await expect.poll(() => calls.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const queryClient = new QueryClient();
    prefetchFirstList(queryClient, "/matchEvents");
    await expect.poll(() => queryClient.getQueryState(todayListQuery("football").queryKey)?.status).toBe("success");
    const reply = queryClient.getQueryData(todayListQuery("football").queryKey)!;
    expect(reply.matches.map((m: Match) => m.matchId)).toEqual([700, 701]);
    // Its rows are as of when the started call left, not when the query ran.
    expect(reply.requestedAt).toBeGreaterThanOrEqual(before);
    expect(reply.requestedAt).toBeLessThan(before + 30);
    expect(calls.count).toBe(1);
  });

  it("a page without a list sends nothing", async () => {
    startFirstListCall("/about");
    const calls = serveTodayList(200);
    const queryClient = new QueryClient();
    prefetchFirstList(queryClient, "/about");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.count).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

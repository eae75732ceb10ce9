// @vitest-environment jsdom
// The list calls' bodies by sport and the followed list's paging (docs/wire-protocol.md "Binary
// list calls"), against MSW answering protobuf as the product API does.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { encodeMatchListPayload, type kanqiu } from "#wire/codec";
import { url, useHttpTestEnv } from "#test-kit/http-env";
import { fetchDayList, fetchFollowPage, FOLLOW_PAGE_SIZES, followListQuery, nextFollowPage } from "./match-list-requests";

const env = useHttpTestEnv();

/** A reply of `count` mappable matches. */
function listReply(count: number) {
  const payload: kanqiu.IMatchListPayload = {
    code: 0,
    cArr: [{ id: 1, name: "NBA" }],
    tArr: [{ id: 10, name: "湖人" }, { id: 11, name: "勇士" }],
    matches: Array.from({ length: count }, (_, index) => ({ iArr: [500 + index, 1, 10, 11, 1_800_000_000, 1, 0, 0, 2, 0, 0, 0] })),
  };
  const bytes = new Uint8Array(encodeMatchListPayload(payload));
  return HttpResponse.arrayBuffer(bytes.buffer, { headers: { "Content-Type": "application/x-protobuf" } });
}

/** Answers `path` with `count` matches and records each body sent. */
function answer(path: string, count: number) {
  const bodies: unknown[] = [];
  env.server.use(
    http.post(url(path), async ({ request }) => {
      bodies.push(await request.json());
      return listReply(count);
    }),
  );
  return bodies;
}

describe("followed list paging", () => {
  it("football pages 100 at a time with {pageSize, pageNum, queryOrder}", async () => {
    const bodies = answer(API_PATHS.football.followList, 100);
    const page = await fetchFollowPage("football", 1);
    expect(bodies).toEqual([{ pageSize: 100, pageNum: 1, queryOrder: 1 }]);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 100, size: 100 });
    expect(page.matches).toHaveLength(100);
    expect(nextFollowPage(page)).toBe(2);
  });

  it("basketball pages 20 at a time and adds status: \"\"", async () => {
    const bodies = answer(API_PATHS.basketball.followList, 20);
    const page = await fetchFollowPage("basketball", 2);
    expect(bodies).toEqual([{ pageSize: 20, pageNum: 2, queryOrder: 1, status: "" }]);
    expect(page.matches.map((m) => m.sport)).toEqual(Array(20).fill("basketball"));
    expect(nextFollowPage(page)).toBe(3);
  });

  it("a page shorter than the sport's page size is the last", async () => {
    answer(API_PATHS.basketball.followList, 19);
    expect(nextFollowPage(await fetchFollowPage("basketball", 1))).toBeUndefined();
    answer(API_PATHS.football.followList, 20);
    expect(nextFollowPage(await fetchFollowPage("football", 1))).toBeUndefined();
  });

  it("sizes by sport, and the follow query starts at page 1 and pages with nextFollowPage", () => {
    expect(FOLLOW_PAGE_SIZES).toEqual({ football: 100, basketball: 20 });
    const query = followListQuery("basketball", 42);
    expect(query.initialPageParam).toBe(1);
    expect(query.getNextPageParam).toBe(nextFollowPage);
  });
});

describe("a day of the schedule or results", () => {
  it("football asks for the date; basketball adds competitionIds: \"\" (all)", async () => {
    const football = answer(API_PATHS.football.futureList, 1);
    const basketball = answer(API_PATHS.basketball.historyList, 2);
    expect(await fetchDayList("football", "course", "2026-11-23")).toHaveLength(1);
    const matches = await fetchDayList("basketball", "history", "2026-11-20");
    expect(football).toEqual([{ matchDate: "2026-11-23" }]);
    expect(basketball).toEqual([{ matchDate: "2026-11-20", competitionIds: "" }]);
    expect(matches.map((m) => [m.matchId, m.sport])).toEqual([
      [500, "basketball"],
      [501, "basketball"],
    ]);
  });
});

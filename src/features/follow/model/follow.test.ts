// The follow flow against MSW: guards, lock, the body each kind sends, and what changes after.
import { allSettled, fork } from "effector";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SIM_PAYLOAD_KEY } from "#wire";
import { encryptPayload } from "#wire/cipher";
import { testMatch } from "#test-kit/fixtures";
import { FOLLOW_LIST_KEY, footballLists, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { showToastFx } from "@/shared/lib/notify";
import { FOLLOW_MESSAGES } from "../config/follow-config";
import type { FollowTarget } from "../lib/follow-target";
import { followToggled, matchFollowKeyPressed } from "./follow";
import { followStateRequested } from "./follow-read";
import { $followStates } from "./follow-state";

const BASE = "http://kanqiu.test/api";
const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };

const requests: Array<{ path: string; body: unknown }> = [];
let reply: (path: string) => { code: number; msg: string; data?: unknown } = () => ({ code: 0, msg: "success" });
const server = setupServer(
  http.post(`${BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice("/api".length);
    requests.push({ path, body: await request.json() });
    const { code, msg, data } = reply(path);
    return HttpResponse.json({ code, msg, data: data === undefined ? null : encryptPayload(data, SIM_PAYLOAD_KEY) });
  }),
);
const notify = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  requests.length = 0;
  reply = () => ({ code: 0, msg: "success" });
  notify.mockReset();
  configureHttpClient({ baseUrl: BASE, payloadKey: SIM_PAYLOAD_KEY, notify });
});
afterEach(() => resetHttpClientConfig());
afterAll(() => server.close());

function setup(user: UserInfo | null = USER) {
  const toast = vi.fn();
  const scope = fork({ values: [[$userInfo, user]], handlers: [[showToastFx, toast]] });
  return { scope, toast };
}

const listMatch = (matchId: number): Match => testMatch({ matchId, hasFollow: 2 });

const match: FollowTarget = { kind: "match", matchId: 3520, sportType: 1 };
const anchor: FollowTarget = { kind: "anchor", customerId: 88, prepareId: 5 };

describe("follow guards", () => {
  it("a guest gets the login dialog and nothing is sent", async () => {
    const { scope, toast } = setup(null);
    await allSettled(followToggled, { scope, params: { target: match, followed: false } });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(requests).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it("following oneself is refused with 无法关注自己的账号～ and nothing is sent", async () => {
    const { scope, toast } = setup();
    await allSettled(followToggled, { scope, params: { target: { kind: "anchor", customerId: USER.id }, followed: false } });
    expect(toast).toHaveBeenCalledWith({ level: "warning", message: FOLLOW_MESSAGES.self });
    expect(requests).toEqual([]);
  });

  it("two rapid toggles of one target send one request", async () => {
    const { scope } = setup();
    await Promise.all([
      allSettled(followToggled, { scope, params: { target: match, followed: false } }),
      allSettled(followToggled, { scope, params: { target: match, followed: false } }),
    ]);
    expect(requests).toHaveLength(1);
    // The lock lifts once the request is done.
    await allSettled(followToggled, { scope, params: { target: match, followed: true } });
    expect(requests).toHaveLength(2);
  });
});

describe("follow results", () => {
  it("a match follow flips the state after code 0, sets hasFollow in the match list and toasts 关注成功", async () => {
    const { scope, toast } = setup();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [listMatch(3520), listMatch(3521)] } });
    await allSettled(footballLists.browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: [listMatch(3520)] } });
    const other = scope.getState(footballLists.today.$matches).get(3521);
    await allSettled(followToggled, { scope, params: { target: match, followed: false } });
    expect(requests).toEqual([{ path: "/v1/match/follow/action", body: { matchId: 3520, sportType: 1, status: 1 } }]);
    expect(scope.getState($followStates)["match:1:3520"]).toEqual({ followed: true, followId: null });
    expect(scope.getState(footballLists.today.$matches).get(3520)?.hasFollow).toBe(1);
    expect(scope.getState(footballLists.browse.$matches).get(3520)?.hasFollow).toBe(1);
    expect(scope.getState(footballLists.today.$matches).get(3521)).toBe(other);
    expect(toast).toHaveBeenCalledWith({ level: "success", message: "关注成功" });
  });

  it("a basketball match's follow leaves football's lists alone, even with the same id", async () => {
    const { scope } = setup();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [listMatch(3520)] } });
    const before = scope.getState(footballLists.today.$matches).get(3520);
    await allSettled(followToggled, { scope, params: { target: { kind: "match", matchId: 3520, sportType: 2 }, followed: false } });
    expect(requests).toEqual([{ path: "/v1/match/follow/action", body: { matchId: 3520, sportType: 2, status: 1 } }]);
    expect(scope.getState($followStates)["match:2:3520"]).toEqual({ followed: true, followId: null });
    expect(scope.getState(footballLists.today.$matches).get(3520)).toBe(before);
    expect(before?.hasFollow).toBe(2);
  });

  it("an anchor unfollow sends status 2 with prepareId and toasts 取消关注", async () => {
    const { scope, toast } = setup();
    await allSettled(followToggled, { scope, params: { target: anchor, followed: true } });
    expect(requests).toEqual([{ path: "/v1/customer/follow/action", body: { status: 2, followCustomerId: 88, prepareId: 5 } }]);
    expect(scope.getState($followStates)["anchor:88"]?.followed).toBe(false);
    expect(toast).toHaveBeenCalledWith({ level: "success", message: "取消关注" });
  });

  it.each([10009, 10012, 4000])("code %i changes nothing and shows no message", async (code) => {
    reply = () => ({ code, msg: "失败了" });
    const { scope, toast } = setup();
    await allSettled(followToggled, { scope, params: { target: anchor, followed: false } });
    expect(requests).toHaveLength(1);
    expect(scope.getState($followStates)).toEqual({});
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("a competition follows through /follow/act/status and unfollows with the followId it got", async () => {
    reply = (path) => (path === "/follow/act/status" ? { code: 0, msg: "", data: { followId: 55 } } : { code: 0, msg: "" });
    const { scope } = setup();
    const competition: FollowTarget = { kind: "competition", compId: 12, sportType: 1 };
    await allSettled(followToggled, { scope, params: { target: competition, followed: false } });
    await allSettled(followToggled, { scope, params: { target: competition, followed: true } });
    expect(requests).toEqual([
      { path: "/follow/act/status", body: { compId: 12, sportType: 1, followType: 1, teamId: null } },
      { path: "/follow/act/unfollow", body: { followIds: [55] } },
    ]);
    expect(scope.getState($followStates)["competition:1:12"]).toEqual({ followed: false, followId: null });
  });

  it("a team follows with followType 2 and its teamId", async () => {
    reply = () => ({ code: 0, msg: "", data: { followId: 77 } });
    const { scope } = setup();
    await allSettled(followToggled, { scope, params: { target: { kind: "team", teamId: 300, sportType: 2 }, followed: false } });
    expect(requests).toEqual([{ path: "/follow/act/status", body: { compId: null, sportType: 2, followType: 2, teamId: 300 } }]);
    expect(scope.getState($followStates)["team:2:300"]).toEqual({ followed: true, followId: 77 });
  });

  it("reads a team's state with isFollow, once, and unfollows with that followId", async () => {
    reply = (path) =>
      path === "/follow/act/isFollow" ? { code: 0, msg: "", data: { isFollow: true, followId: 91 } } : { code: 0, msg: "" };
    const { scope } = setup();
    const team: FollowTarget = { kind: "team", teamId: 300, sportType: 1 };
    await Promise.all([allSettled(followStateRequested, { scope, params: team }), allSettled(followStateRequested, { scope, params: team })]);
    expect(scope.getState($followStates)["team:1:300"]).toEqual({ followed: true, followId: 91 });
    await allSettled(followToggled, { scope, params: { target: team, followed: true } });
    expect(requests).toEqual([
      { path: "/follow/act/isFollow", body: { teamId: 300, sportType: 1, followType: 2 } },
      { path: "/follow/act/unfollow", body: { followIds: [91] } },
    ]);
  });

  it("does not read follow states for a guest", async () => {
    const { scope } = setup(null);
    await allSettled(followStateRequested, { scope, params: { kind: "competition", compId: 1, sportType: 1 } });
    expect(requests).toEqual([]);
  });
});

describe("the follow key (F on a grid's focused row)", () => {
  it("toggles from the list's flag when nothing was learnt this session", async () => {
    const { scope } = setup();
    await allSettled(matchFollowKeyPressed, { scope, params: { target: match, listFollowed: true } });
    expect(requests).toEqual([{ path: "/v1/match/follow/action", body: { matchId: 3520, sportType: 1, status: 2 } }]);
    expect(scope.getState($followStates)["match:1:3520"]?.followed).toBe(false);
    await allSettled(matchFollowKeyPressed, { scope, params: { target: { ...match, matchId: 3521 }, listFollowed: false } });
    expect(requests[1]).toEqual({ path: "/v1/match/follow/action", body: { matchId: 3521, sportType: 1, status: 1 } });
  });

  it("uses the state learnt this session over the list's flag", async () => {
    const { scope, toast } = setup();
    await allSettled(followToggled, { scope, params: { target: match, followed: false } });
    expect(scope.getState($followStates)["match:1:3520"]?.followed).toBe(true);
    // The list still says not followed (a stale flag): the key unfollows what the user followed.
    await allSettled(matchFollowKeyPressed, { scope, params: { target: match, listFollowed: false } });
    expect(requests.map((r) => r.body)).toEqual([
      { matchId: 3520, sportType: 1, status: 1 },
      { matchId: 3520, sportType: 1, status: 2 },
    ]);
    expect(scope.getState($followStates)["match:1:3520"]?.followed).toBe(false);
    expect(toast).toHaveBeenLastCalledWith({ level: "success", message: "取消关注" });
  });

  it("a guest gets the login dialog and nothing is sent", async () => {
    const { scope } = setup(null);
    await allSettled(matchFollowKeyPressed, { scope, params: { target: match, listFollowed: false } });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(requests).toEqual([]);
  });
});

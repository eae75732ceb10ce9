// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { allSettled, fork, type Scope } from "effector";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $isAnchor, $touristCode, $userInfo, $userLevel, loggedOut } from "@/entities/session";
import { encryptPayload } from "#wire/cipher";
import { resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { startApp, whenFirstViewSettled } from "./startup";

const BASE = "http://kanqiu.test/api";
const calls: string[] = [];
const USER = {
  id: 7,
  nickname: "球迷",
  avatar: "",
  isAnchor: 0,
  userCode: "800007",
  identifier: null,
  identity: "1",
  phone: "13800138000",
};
const replies: Record<string, unknown> = {
  "/v1/customer/info": USER,
  "/v1/personal/custom/info": { followToCount: 0, followFromCount: 0 },
  "/v1/personal/custom/level/info": { level: 1, exp: 5, levelTxt: "新手" },
  "/v1/tasks/levelinfo": { levelExpList: [100], levelList: [{ level: 1, levelTxt: "新手" }] },
  "/tourist/generateTouristCode": { touristCode: "tourist-9" },
  "/v1/staff/info": null,
  "/anchor/findAllLivingAnchors": [{ customId: 1, nickname: "主播", avatar: "", roomId: 2, matchId: 3, sportType: 1 }],
  "/competition/queryCompetitions": { competitions: [], hotIds: [] },
};
const server = setupServer(
  http.post(`${BASE}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice("/api".length);
    calls.push(path);
    if (request.headers.get("authorization") === "Bearer stale") {
      return HttpResponse.json({ code: 10040, msg: "登录已失效", data: null });
    }
    const reply = replies[path];
    return HttpResponse.json({ code: 0, msg: "success", data: reply === null ? null : encryptPayload(reply, SIM_PAYLOAD_KEY) });
  }),
);

let scope: Scope;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  await allSettled(loggedOut, { scope }); // stops the online report a restored session started
  calls.length = 0;
  localStorage.clear();
  resetHttpClientConfig();
});
afterAll(() => server.close());

async function start(reload = vi.fn()) {
  scope = fork();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const socket = { connect: vi.fn() };
  await startApp({ queryClient, socket, reload, http: { baseUrl: BASE }, scope });
  return { queryClient, socket, reload };
}

describe("startup sequence", () => {
  it("opens the socket for a guest and only asks for a tourist code", async () => {
    const { socket } = await start();
    expect(socket.connect).toHaveBeenCalledOnce();
    expect(calls).toEqual(["/tourist/generateTouristCode"]);
    expect(scope.getState($touristCode)).toBe("tourist-9");
    expect(localStorage.getItem("touristCode")).toBe("tourist-9");
  });

  it("with a stored token the session loads customer info and the user's role data; living anchors, staff info and both sports' competitions are prefetched", async () => {
    localStorage.setItem("accessToken", "good");
    localStorage.setItem("refreshToken", "r");
    const { socket, queryClient } = await start();
    expect(socket.connect).toHaveBeenCalledOnce();
    expect([...calls].sort()).toEqual(
      [
        "/anchor/findAllLivingAnchors",
        "/competition/queryCompetitions",
        "/competition/queryCompetitions",
        "/v1/customer/info",
        "/v1/personal/custom/info",
        "/v1/personal/custom/level/info",
        "/v1/staff/info",
        "/v1/tasks/levelinfo",
      ].sort(),
    );
    expect(scope.getState($userInfo)).toMatchObject({ id: 7, nickname: "球迷" });
    expect(scope.getState($isAnchor)).toBe(false);
    expect(scope.getState($userLevel)).toMatchObject({ level: 1 });
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toMatchObject({ id: 7 });
    expect(queryClient.getQueryData(["anchors", "living"])).toHaveLength(1);
  });

  it("asks for the signed-in prefetches only once the first view has settled", async () => {
    localStorage.setItem("accessToken", "good");
    localStorage.setItem("refreshToken", "r");
    scope = fork();
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started = startApp({ queryClient, socket: { connect: vi.fn() }, reload: vi.fn(), http: { baseUrl: BASE }, scope, firstViewSettled: () => settled });
    await vi.waitFor(() => expect(calls).toContain("/v1/tasks/levelinfo"));
    const prefetches = ["/anchor/findAllLivingAnchors", "/competition/queryCompetitions", "/v1/staff/info"];
    expect(calls.filter((path) => prefetches.includes(path))).toEqual([]);
    settle();
    await started;
    expect(calls.filter((path) => prefetches.includes(path)).sort()).toEqual([...prefetches, "/competition/queryCompetitions"].sort());
  });

  it("an invalid stored token clears the session and reloads once", async () => {
    localStorage.setItem("accessToken", "stale");
    localStorage.setItem("refreshToken", "r");
    localStorage.setItem("userInfo", JSON.stringify({ id: 7 }));
    const reload = vi.fn();
    await start(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
  });
});

describe("whenFirstViewSettled", () => {
  it("waits for the router's first resolved navigation, then lets go of its subscription", async () => {
    const listeners = new Set<() => void>();
    const router = {
      subscribe: vi.fn((_event: string, listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    };
    let settled = false;
    const waiting = whenFirstViewSettled(router as never).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(router.subscribe).toHaveBeenCalledWith("onResolved", expect.any(Function));
    for (const listener of [...listeners]) listener();
    await waiting;
    expect(settled).toBe(true);
    expect(listeners.size).toBe(0);
  });
});


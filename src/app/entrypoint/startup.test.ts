// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { encryptPayload, resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { startApp } from "./startup";

const BASE = "http://kanqiu.test/api";
const calls: string[] = [];
const replies: Record<string, unknown> = {
  "/v1/customer/info": { id: 7, nickname: "球迷", isAnchor: 0 },
  "/v1/staff/info": null,
  "/anchor/findAllLivingAnchors": [{ customId: 1, nickname: "主播", avatar: "", roomId: 2, matchId: 3, sportType: 1 }],
  "/competition/queryCompetitions": { competitions: [], hotIds: [] },
};
const server = setupServer(
  http.post(`${BASE}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice("/api".length);
    calls.push(path);
    if (path === "/v1/customer/info" && request.headers.get("authorization") === "Bearer stale") {
      return HttpResponse.json({ code: 10040, msg: "登录已失效", data: null });
    }
    const reply = replies[path];
    return HttpResponse.json({ code: 0, msg: "success", data: reply === null ? null : encryptPayload(reply, SIM_PAYLOAD_KEY) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  calls.length = 0;
  localStorage.clear();
  resetHttpClientConfig();
});
afterAll(() => server.close());

async function start(reload = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const socket = { connect: vi.fn() };
  await startApp({ queryClient, socket, reload, http: { baseUrl: BASE } });
  return { queryClient, socket, reload };
}

describe("startup sequence", () => {
  it("opens the socket for a guest and makes no signed-in calls", async () => {
    const { socket } = await start();
    expect(socket.connect).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it("with a stored token loads customer info, living anchors, staff info and both sports' competitions", async () => {
    localStorage.setItem("accessToken", "good");
    localStorage.setItem("refreshToken", "r");
    const { socket, queryClient } = await start();
    expect(socket.connect).toHaveBeenCalledOnce();
    expect([...calls].sort()).toEqual(
      ["/anchor/findAllLivingAnchors", "/competition/queryCompetitions", "/competition/queryCompetitions", "/v1/customer/info", "/v1/staff/info"].sort(),
    );
    expect(queryClient.getQueryData(["session", "customer-info"])).toMatchObject({ id: 7, nickname: "球迷" });
    expect(queryClient.getQueryData(["anchors", "living"])).toHaveLength(1);
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

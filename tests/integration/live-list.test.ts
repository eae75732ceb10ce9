// @vitest-environment jsdom
// The live list end to end inside Vitest: MSW handlers backed by the sim answer the real HTTP
// client and the real socket client; the match model in a forked scope follows the pushes.
import { allSettled, fork } from "effector";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $footballMatches, $footballSections, fetchFootballRealtime, footballListLoaded } from "@/entities/match";
import { buildSignedSocketUrl, configureHttpClient, createAppSocket, resetHttpClientConfig, type SocketClient } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { createSimBackend } from "../../sim/backend";
import { createSimHandlers } from "../../sim/msw/sim-handlers";

const ORIGIN = "http://kanqiu.test";
const backend = createSimBackend({ seed: 7, footballPerDay: 400, basketballPerDay: 50 });
const server = setupServer(...createSimHandlers(backend, { origin: ORIGIN }));
const notices: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  configureHttpClient({ baseUrl: `${ORIGIN}/api`, notify: (_level, message) => notices.push(message) });
});
afterAll(() => {
  server.close();
  resetHttpClientConfig();
});

let socket: SocketClient | undefined;
afterEach(() => socket?.disconnect());

function connect(scope: ReturnType<typeof fork>) {
  socket = createAppSocket({
    scope,
    url: () => buildSignedSocketUrl(`${ORIGIN.replace("http", "ws")}/ws/match`, SIM_PAYLOAD_KEY, Math.floor(Date.now() / 1000)),
  });
  socket.connect();
  return vi.waitFor(() => expect(backend.sockets.summary().footballList).toBeGreaterThan(0));
}

describe("live football list against the sim", () => {
  it("loads today's list over the binary call and groups it", async () => {
    const matches = await fetchFootballRealtime();
    expect(matches.length).toBe(backend.world.realtimeMatches("football").length);
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: matches });
    const sections = scope.getState($footballSections);
    const grouped = Object.values(sections).reduce((sum, ids) => sum + ids.length, 0);
    expect(grouped).toBe(matches.length);
    expect(sections.finish.length + sections.going.length + sections.noStart.length).toBeGreaterThan(0);
    expect(notices).toEqual([]);
  });

  it("applies a goal pushed over the socket, after a garbage frame is dropped", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: await fetchFootballRealtime() });
    await connect(scope);

    const target = [...scope.getState($footballMatches).values()].find((m) => m.topupType === "going");
    expect(target).toBeDefined();
    const before = target!.homeScores[0] ?? 0;

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    backend.emit({ audience: "all", message: {}, bytes: new Uint8Array([0xff, 0xff, 0xff, 0x01]) });
    backend.engine.forceGoal(target!.matchId, "home");

    await vi.waitFor(() => expect(scope.getState($footballMatches).get(target!.matchId)?.homeScores[0]).toBe(before + 1));
    expect(warn).toHaveBeenCalled();
  });

  it("stops receiving list pushes once the list is released", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: await fetchFootballRealtime() });
    await connect(scope);
    socket!.holdList("basketball"); // keeps the socket's basketball wish while football is released
    const releaseFootball = socket!.holdList("football");
    releaseFootball();
    await vi.waitFor(() => expect(backend.sockets.summary().footballList).toBe(0));

    const target = [...scope.getState($footballMatches).values()].find((m) => m.topupType === "going")!;
    const before = scope.getState($footballMatches).get(target.matchId);
    backend.engine.forceGoal(target.matchId, "away");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scope.getState($footballMatches).get(target.matchId)).toBe(before);
  });
});

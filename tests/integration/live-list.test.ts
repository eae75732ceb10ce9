// @vitest-environment jsdom
// The live list end to end inside Vitest: MSW handlers backed by the sim answer the real HTTP
// client and the real socket client; today's list in a forked scope, loaded the way a board loads
// it (useTodayList), follows the pushes.
import { cleanup } from "@testing-library/react";
import type { Scope } from "effector";
import { createElement, useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { footballLists, TODAY_LIST_KEY, useTodayList, type Match } from "@/entities/match";
import type { SocketClient } from "@/shared/api";
import { renderUi } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";

const { backend, notices, connectSocket } = useTestSim(createTestBackend({ seed: 7, footballPerDay: 400, basketballPerDay: 50 }));
const today = footballLists.today;

let socket: SocketClient | undefined;
afterEach(() => {
  socket?.disconnect();
  cleanup();
});

/** Holds today's football list the way a board does, handing over what the list call returned. */
function TodayList({ onFetched }: { onFetched: (matches: readonly Match[]) => void }) {
  const { data } = useTodayList(footballLists);
  useEffect(() => {
    if (data) onFetched(data.matches);
  }, [data, onFetched]);
  return null;
}

/** Today's list fetched over the binary call and loaded into the scope's list; returns what was fetched. */
async function loadToday(): Promise<{ scope: Scope; fetched: readonly Match[] }> {
  let fetched: readonly Match[] | undefined;
  const rendered = renderUi(createElement(TodayList, { onFetched: (matches) => (fetched = matches) }));
  await vi.waitFor(() => expect(rendered.scope.getState(today.$key)).toBe(TODAY_LIST_KEY), { timeout: 5000 });
  return { scope: rendered.scope, fetched: fetched! };
}

function connect(scope: Scope) {
  socket = connectSocket(scope);
  return vi.waitFor(() => expect(backend.sockets.summary().footballList).toBeGreaterThan(0));
}

describe("live football list against the sim", () => {
  it("loads today's list over the binary call and groups it", async () => {
    const { scope, fetched: matches } = await loadToday();
    expect(matches.length).toBe(backend.world.realtimeMatches("football").length);
    expect(scope.getState(today.$matches).size).toBe(matches.length);
    const sections = scope.getState(today.$sections);
    const grouped = Object.values(sections).reduce((sum, ids) => sum + ids.length, 0);
    expect(grouped).toBe(matches.length);
    expect(sections.finish.length + sections.going.length + sections.noStart.length).toBeGreaterThan(0);
    expect(notices).toEqual([]);
  });

  it("applies a goal pushed over the socket, after a garbage frame is dropped", async () => {
    const { scope } = await loadToday();
    await connect(scope);

    const target = [...scope.getState(today.$matches).values()].find((m) => m.topupType === "going");
    expect(target).toBeDefined();
    const before = target!.homeScores[0] ?? 0;

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    backend.emit({ audience: "all", message: {}, bytes: new Uint8Array([0xff, 0xff, 0xff, 0x01]) });
    backend.engine.forceGoal(target!.matchId, "home");

    await vi.waitFor(() => expect(scope.getState(today.$matches).get(target!.matchId)?.homeScores[0]).toBe(before + 1));
    expect(warn).toHaveBeenCalled();
  });

  it("asks for the list again when it was asked for before the socket opened: a goal scored in between shows", async () => {
    const { scope } = await loadToday();
    const target = [...scope.getState(today.$matches).values()].find((m) => m.topupType === "going");
    expect(target).toBeDefined();
    const before = target!.homeScores[0] ?? 0;
    // Between the list's snapshot and the socket's subscription: the push reaches no one.
    backend.engine.forceGoal(target!.matchId, "home");
    await connect(scope);
    await vi.waitFor(() => expect(scope.getState(today.$matches).get(target!.matchId)?.homeScores[0]).toBe(before + 1));
  });

  it("stops receiving list pushes once the list is released", async () => {
    const { scope } = await loadToday();
    await connect(scope);
    socket!.holdList("basketball"); // keeps the socket's basketball wish while football is released
    const releaseFootball = socket!.holdList("football");
    releaseFootball();
    await vi.waitFor(() => expect(backend.sockets.summary().footballList).toBe(0));

    const target = [...scope.getState(today.$matches).values()].find((m) => m.topupType === "going")!;
    const before = scope.getState(today.$matches).get(target.matchId);
    backend.engine.forceGoal(target.matchId, "away");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scope.getState(today.$matches).get(target.matchId)).toBe(before);
  });
});

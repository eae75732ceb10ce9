// Basketball's background refresh against the sim (MSW): a listed match whose status left play is
// fetched again with POST /v1/basketball/matchInfo and its row takes the server's record.
import { allSettled, fork, type Scope } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { decodeSocketMessage } from "#wire/codec";
import { frameReceived } from "@/shared/api";
import { createTestBackend, TEST_API_BASE, useTestSim } from "#test-kit/sim";
import { fetchTodayList } from "../api/match-list-requests";
import { basketballLists, basketballPushEffects, basketballRefresh } from "./basketball";
import { TODAY_LIST_KEY } from "./use-match-lists";

const MATCH_INFO = `${TEST_API_BASE}${API_PATHS.basketball.matchInfo}`;
const { backend, server, notices } = useTestSim(createTestBackend({ seed: 12, footballPerDay: 20, basketballPerDay: 200 }));
const infoCalls: number[] = [];
server.events.on("request:start", ({ request }) => {
  if (request.url === MATCH_INFO) void request.clone().json().then((body: { matchId: number }) => infoCalls.push(body.matchId));
});
afterEach(() => {
  notices.length = 0;
  infoCalls.length = 0;
});

const { today } = basketballLists;
type SimFrame = ReturnType<typeof backend.engine.forceStatus>[number];
const used = new Set<number>();
function simMatch(statusIds: number[]) {
  const match = backend.world.realtimeMatches("basketball").find((m) => statusIds.includes(m.statusId) && !used.has(m.id))!;
  used.add(match.id);
  return match;
}

async function listScope() {
  const scope = fork({ values: [[basketballRefresh.$windowMs, 20]] });
  await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: await fetchTodayList("basketball") } });
  return scope;
}
const deliver = (scope: Scope, frames: SimFrame[]) =>
  Promise.all(frames.map((frame) => allSettled(frameReceived, { scope, params: decodeSocketMessage(frame.bytes)! })));
const serverRecord = async (matchId: number) => (await fetchTodayList("basketball")).find((m) => m.matchId === matchId)!;

describe("refreshing a listed basketball match", () => {
  it("full time fetches the match from basketball's matchInfo and the row takes the server's record", async () => {
    const scope = await listScope();
    const match = simMatch([8]);
    const fullTime = deliver(scope, backend.engine.forceStatus(match.id, 10));
    backend.engine.forceGoal(match.id, "home"); // a late correction whose frame never arrives
    await fullTime;

    expect(infoCalls).toEqual([match.id]);
    const listed = await serverRecord(match.id);
    expect(listed).toMatchObject({ statusId: 10, topupType: "finish" });
    expect(scope.getState(today.$matches).get(match.id)).toEqual(listed);
    expect(scope.getState(today.$sections).finish).toContain(match.id);
    expect(scope.getState(basketballPushEffects.$scoringSides).has(match.id)).toBe(false); // a correction is no score
    expect(notices).toEqual([]);
  });

  it("a quarter ending (in play → in play) fetches nothing", async () => {
    const scope = await listScope();
    const match = simMatch([2]);
    await deliver(scope, backend.engine.forceStatus(match.id, 3));
    await allSettled(scope);
    expect(scope.getState(today.$matches).get(match.id)?.statusId).toBe(3);
    expect(infoCalls).toEqual([]);
  });
});

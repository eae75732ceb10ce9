// The list's background refresh against the sim (MSW): a match asking for a refresh is fetched
// again with POST /v1/football/matchInfo and its rows take the server's record. Forked scopes,
// the coalescing window forked down; frames the sim emits reach the client only when a test
// delivers them, so a test can drop one the way a flaky socket would.
import { allSettled, createWatch, fork, scopeBind, type Scope } from "effector";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS, SIM_PAYLOAD_KEY, SOCKET_CODE } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import { encryptPayload } from "#wire/cipher";
import { frameReceived } from "@/shared/api";
import { pushFrame } from "#test-kit/fake-socket";
import { createTestBackend, TEST_API_BASE, useTestSim } from "#test-kit/sim";
import { fetchTodayList } from "../api/match-list-requests";
import { SCORE_FLUSH_MS } from "./push-batches";
import { MAX_MATCH_REFRESH_CALLS } from "./create-match-refresh";
import { footballLists, footballPushEffects, footballRefresh } from "./football";
import { matchFollowChanged } from "@/shared/model";
import type { Match } from "./match-types";
import { FOLLOW_LIST_KEY, TODAY_LIST_KEY } from "./use-match-lists";

const MATCH_INFO = `${TEST_API_BASE}${API_PATHS.football.matchInfo}`;
const WINDOW_MS = 150;
const { backend, server, notices } = useTestSim(createTestBackend({ seed: 11, footballPerDay: 200, basketballPerDay: 20 }));
const infoCalls: number[] = [];
server.events.on("request:start", ({ request }) => {
  if (request.url === MATCH_INFO) void request.clone().json().then((body: { matchId: number }) => infoCalls.push(body.matchId));
});

afterEach(() => {
  server.resetHandlers();
  notices.length = 0;
  infoCalls.length = 0;
});

const { today, browse } = footballLists;
const { goalScored, matchRefreshRequested, $refreshVersions } = footballPushEffects;
type SimFrame = ReturnType<typeof backend.engine.forceStatus>[number];

// Each test takes matches no other test has touched (the sim's state lives across tests).
const used = new Set<number>();
function simMatch(statusIds: number[]) {
  const match = backend.world.realtimeMatches("football").find((m) => statusIds.includes(m.statusId) && !used.has(m.id))!;
  used.add(match.id);
  return match;
}

/** What the server lists for the match now, through the client's own list call and mapper. */
const serverRecord = async (matchId: number) => (await fetchTodayList("football")).find((m) => m.matchId === matchId)!;

const refreshScope = () => fork({ values: [[footballRefresh.$windowMs, WINDOW_MS]] });

async function listScope() {
  const scope = refreshScope();
  await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: await fetchTodayList("football") } });
  return scope;
}

const row = (scope: Scope, matchId: number) => scope.getState(today.$matches).get(matchId)!;
const deliver = (scope: Scope, frames: SimFrame[]) =>
  Promise.all(frames.map((frame) => allSettled(frameReceived, { scope, params: decodeSocketMessage(frame.bytes)! })));

function record<T>(scope: Scope, unit: Parameters<typeof createWatch<T>>[0]["unit"]) {
  const seen: T[] = [];
  createWatch({ unit, scope, fn: (value: T) => seen.push(value) });
  return seen;
}

/** Holds matchInfo replies until released; the sim answers them then. */
function holdReplies() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const inFlight = new Promise<void>((resolve) => (reached = resolve));
  server.use(
    http.post(MATCH_INFO, async () => {
      reached();
      await released;
      return undefined; // on to the sim's handler
    }),
  );
  return { inFlight, release };
}

describe("refreshing a listed match from the server", () => {
  it("a final whistle push fetches the match once and the row takes the server's record, corrected score and all", async () => {
    const scope = await listScope();
    const match = simMatch([4]);
    const goals = record(scope, goalScored);

    const whistle = deliver(scope, backend.engine.forceStatus(match.id, 8));
    const awayAtWhistle = match.awayScores[0] ?? 0;
    backend.engine.forceGoal(match.id, "away"); // a correction whose frame never arrives
    await whistle;

    expect(infoCalls).toEqual([match.id]);
    const listed = await serverRecord(match.id);
    expect(listed).toMatchObject({ statusId: 8, topupType: "finish" });
    expect(listed.awayScores[0]).toBe(awayAtWhistle + 1);
    expect(row(scope, match.id)).toEqual(listed);
    expect(scope.getState(today.$sections).finish).toContain(match.id);
    expect(goals).toEqual([]); // a correction, not a goal: no pop-up, no highlight
    expect(scope.getState($refreshVersions)[match.id]).toBe(1); // an open hover card still refetches
    expect(notices).toEqual([]);

    // The corrected record is the new baseline: the same state pushed again is no goal and no refresh.
    await allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: match.id, statusId: 8, homeScore: listed.homeScores, awayScore: listed.awayScores, goingTime: listed.goingTime, note: listed.note },
    });
    expect(goals).toEqual([]);
    expect(infoCalls).toEqual([match.id]);
  });

  it("a VAR incident after a lost final whistle moves the row to finished after the debounced re-sort", async () => {
    const scope = await listScope();
    const match = simMatch([2]);
    backend.engine.forceStatus(match.id, 8); // frame lost
    expect(scope.getState(today.$sections).going).toContain(match.id);

    await pushFrame(scope, { type: SOCKET_CODE.VAR_INCIDENT, matchId: match.id, tliveList: { incidents: [{ type: 28 }] }, sportType: 1 });

    expect(row(scope, match.id)).toEqual(await serverRecord(match.id));
    expect(scope.getState(today.$sections).going).not.toContain(match.id);
    expect(scope.getState(today.$sections).finish).toContain(match.id);
    // The refresh's own status change asked for no other refresh.
    expect(infoCalls).toEqual([match.id]);
  });

  it("five requests for one match within the window make one call", async () => {
    const scope = await listScope();
    const match = simMatch([1]);
    const request = scopeBind(matchRefreshRequested, { scope });
    for (let i = 0; i < 5; i += 1) {
      request(match.id);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS / 6));
    }
    await allSettled(scope);
    expect(infoCalls).toEqual([match.id]);

    // A later request is a new refresh.
    await allSettled(matchRefreshRequested, { scope, params: match.id });
    expect(infoCalls).toEqual([match.id, match.id]);
  });

  it("a request while the match's call is in flight makes one more call after it, never two at once", async () => {
    const scope = await listScope();
    const match = simMatch([1]);
    const { inFlight, release } = holdReplies();
    const first = allSettled(matchRefreshRequested, { scope, params: match.id });
    await inFlight;
    const request = scopeBind(matchRefreshRequested, { scope });
    request(match.id);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2)); // its window has closed
    request(match.id); // joins the one waiting
    expect(infoCalls).toEqual([match.id]);
    release();
    await first;
    expect(infoCalls).toEqual([match.id, match.id]);
  });

  it("a push arriving while the call is in flight wins over the reply", async () => {
    const scope = await listScope();
    const match = simMatch([4]);
    const { inFlight, release } = holdReplies();

    const whistle = deliver(scope, backend.engine.forceStatus(match.id, 8));
    backend.engine.forceGoal(match.id, "home"); // the server's record now differs from the pushes
    await inFlight;
    const pushed = row(scope, match.id);
    // Not allSettled: that would wait for the held call.
    scopeBind(footballLists.scoreUpdated, { scope })({
      matchId: match.id,
      statusId: 8,
      homeScore: pushed.homeScores,
      awayScore: pushed.awayScores,
      goingTime: 90,
      note: "加时",
    });
    await new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS * 3)); // the push is on the row
    expect(row(scope, match.id).note).toBe("加时");
    release();
    await whistle;

    expect(infoCalls).toEqual([match.id]);
    expect(row(scope, match.id)).toMatchObject({ homeScores: pushed.homeScores, note: "加时", statusId: 8 });
    expect(row(scope, match.id).homeScores[0]).not.toBe((await serverRecord(match.id)).homeScores[0]);
  });

  it("a follow or a living change of the match arriving while the call is in flight wins over the reply too", async () => {
    const scope = await listScope();
    const followed = simMatch([4]);
    const anchored = simMatch([4]);
    const { inFlight, release } = holdReplies();

    const whistles = deliver(scope, [...backend.engine.forceStatus(followed.id, 8), ...backend.engine.forceStatus(anchored.id, 8)]);
    backend.engine.forceGoal(followed.id, "home");
    backend.engine.forceGoal(anchored.id, "home");
    await inFlight;
    await vi.waitFor(() => expect(infoCalls).toHaveLength(2)); // both calls sent
    const before = { followed: row(scope, followed.id), anchored: row(scope, anchored.id) };
    // Not allSettled: that would wait for the held calls.
    scopeBind(matchFollowChanged, { scope })({ sport: "football", matchId: followed.id, hasFollow: before.followed.hasFollow === 1 ? 2 : 1 });
    const anchor = { avatar: "/a/9.svg", roomId: 9_009, customId: 9 };
    scopeBind(frameReceived, { scope })(
      decodeSocketMessage(encodeSocketMessage({ type: SOCKET_CODE.LIVING_START, matchId: anchored.id, roomId: anchor.roomId, anchorInfo: anchor, sportType: 1 }))!,
    );
    release();
    await whistles;

    expect([...infoCalls].sort()).toEqual([followed.id, anchored.id].sort());
    expect(row(scope, followed.id).hasFollow).not.toBe(before.followed.hasFollow);
    expect(row(scope, followed.id).homeScores).toEqual(before.followed.homeScores);
    expect(row(scope, followed.id).homeScores[0]).not.toBe((await serverRecord(followed.id)).homeScores[0]);
    expect(row(scope, anchored.id).living).toContainEqual(anchor);
    expect(row(scope, anchored.id).homeScores).toEqual(before.anchored.homeScores);
    expect(row(scope, anchored.id).homeScores[0]).not.toBe((await serverRecord(anchored.id)).homeScores[0]);
  });

  it("a list landing while the call is in flight (fetched again, or a QA replay's snapshot) wins over the reply", async () => {
    const scope = await listScope();
    const match = simMatch([4]);
    const { inFlight, release } = holdReplies();

    const whistle = deliver(scope, backend.engine.forceStatus(match.id, 8));
    backend.engine.forceGoal(match.id, "home"); // the server's record now differs from the list below
    await inFlight;
    const snapshot = [...scope.getState(footballLists.today.$matches).values()];
    // Not allSettled: that would wait for the held call.
    scopeBind(footballLists.today.loaded, { scope })({ key: TODAY_LIST_KEY, matches: snapshot });
    release();
    await whistle;

    expect(infoCalls).toEqual([match.id]);
    expect(row(scope, match.id).homeScores[0]).not.toBe((await serverRecord(match.id)).homeScores[0]);
  });

  describe("a failed refresh changes nothing and shows nothing", () => {
    async function refreshFails(reply?: () => Response | Promise<Response>) {
      if (reply) server.use(http.post(MATCH_INFO, reply));
      const scope = await listScope();
      const match = simMatch([1]);
      const before = row(scope, match.id);
      const sections = scope.getState(today.$sections);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      await allSettled(matchRefreshRequested, { scope, params: match.id });
      expect(infoCalls).toEqual([match.id]);
      expect(row(scope, match.id)).toBe(before);
      expect(scope.getState(today.$sections)).toBe(sections);
      expect(notices).toEqual([]);
      expect(warn).toHaveBeenCalled();
    }

    it("an error reply (10001 比赛不存在)", () =>
      refreshFails(() => HttpResponse.json({ code: 10001, msg: "比赛不存在", data: null })));

    it("a network failure", () => refreshFails(() => HttpResponse.error()));

    it("a reply failing its schema", () =>
      refreshFails(() => HttpResponse.json({ code: 0, msg: "success", data: encryptPayload({ iArr: ["1"], sArr: [] }, SIM_PAYLOAD_KEY) })));

    it("a reply that is another match", () =>
      refreshFails(() =>
        HttpResponse.json({ code: 0, msg: "success", data: encryptPayload(backend.world.matchWire(simMatch([8]).id), SIM_PAYLOAD_KEY) }),
      ));

    it("a listed match the server does not know (the sim's own 10001)", async () => {
      const scope = refreshScope();
      const stray = { ...(await fetchTodayList("football"))[0]!, matchId: 42 };
      await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [stray] } });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      await allSettled(matchRefreshRequested, { scope, params: 42 });
      expect(infoCalls).toEqual([42]);
      expect(row(scope, 42)).toBe(stray);
      expect(notices).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("/v1/football/matchInfo: code 10001 比赛不存在"));
    });
  });

  it("an in-play → in-play status change, or a match in no list, makes no call", async () => {
    const scope = await listScope();
    const match = simMatch([2]);
    await deliver(scope, backend.engine.forceStatus(match.id, 3));
    expect(row(scope, match.id).statusId).toBe(3);
    await allSettled(matchRefreshRequested, { scope, params: 123_456 });
    expect(infoCalls).toEqual([]);
  });

  it(`runs at most ${MAX_MATCH_REFRESH_CALLS} calls at once; a burst of full-times queues`, async () => {
    let active = 0;
    let most = 0;
    server.use(
      http.post(MATCH_INFO, async () => {
        most = Math.max(most, (active += 1));
        await new Promise((resolve) => setTimeout(resolve, 40));
        active -= 1;
        return undefined;
      }),
    );
    const scope = await listScope();
    const matches = Array.from({ length: MAX_MATCH_REFRESH_CALLS + 2 }, () => simMatch([2, 3, 4, 5, 6, 7]));
    await Promise.all(matches.map((m) => deliver(scope, backend.engine.forceStatus(m.id, 8))));
    expect([...infoCalls].sort()).toEqual(matches.map((m) => m.id).sort());
    expect(most).toBe(MAX_MATCH_REFRESH_CALLS);
    for (const m of matches) expect(row(scope, m.id)).toEqual(await serverRecord(m.id));
  });

  it("corrects a browsed list's row too (a followed match), regrouping it", async () => {
    const scope = refreshScope();
    const match = simMatch([2, 3, 4, 5, 6, 7]);
    const listed = (await fetchTodayList("football")).find((m) => m.matchId === match.id)!;
    await allSettled(browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: [listed] } });
    backend.engine.forceStatus(match.id, 8); // frame lost
    await allSettled(matchRefreshRequested, { scope, params: match.id });
    const browsed: Match = scope.getState(browse.$matches).get(match.id)!;
    expect(browsed).toEqual(await serverRecord(match.id));
    expect(scope.getState(browse.$sections).finish).toEqual([match.id]);
  });
});

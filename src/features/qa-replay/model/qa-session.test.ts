// The QA session in a forked scope: what it records from the socket's tap and the lists exports
// as a file whose replay, in another scope that holds other lists, ends at the exported hash.
import { allSettled, createWatch, fork, scopeBind, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { basketballRefresh, footballLists, footballRefresh, SCORE_FLUSH_MS, TODAY_LIST_KEY } from "@/entities/match";
import { matchFollowChanged } from "@/shared/model";
import { frameReceived, type FrameTap } from "@/shared/api";
import { type SocketMessageInit } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import { parseRecordingText } from "../lib/recording-format";
import { createQaSession } from "./qa-session";

const matches = [1, 2, 3].map((matchId) => testMatch({ matchId, statusId: 4, goingTime: 60, topupType: "going" }));
const scoreOf = (matchId: number, home: number, goingTime: number): SocketMessageInit => ({
  type: 12,
  matchId,
  scoreObj: { matchId, statusId: 4, homeScore: [home, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime, note: "" },
});
const living: SocketMessageInit = { type: 200, matchId: 2, roomId: 5, sportType: 1, anchorInfo: { avatar: "a", roomId: 5, customId: 9 } };
const flush = () => new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS * 3));

function session(scope: Scope) {
  let tap: FrameTap | null = null;
  const socket = { connect: vi.fn(), disconnect: vi.fn(), setFrameTap: (t: FrameTap | null) => void (tap = t), status: "open" as const, reconnectAttempt: 0 };
  const qa = createQaSession({ scope, socket });
  const received = scopeBind(frameReceived, { scope });
  // What the socket client does with a frame: the tap first, then the decoded frame.
  const push = (message: SocketMessageInit) => {
    const bytes = new Uint8Array(encodeSocketMessage(message));
    tap?.(bytes, Date.now());
    received(decodeSocketMessage(bytes)!);
  };
  return { qa, socket, push, tapped: () => tap !== null };
}

const scopeWithoutServer = () =>
  fork({ handlers: [[footballRefresh.fetchMatchInfoFx, async () => null], [basketballRefresh.fetchMatchInfoFx, async () => null]] });

describe("QA session", () => {
  it("installs nothing until recording starts, and removes the tap when it stops", async () => {
    const scope = scopeWithoutServer();
    const { qa, tapped } = session(scope);
    expect(tapped()).toBe(false);
    await allSettled(qa.recordingStarted, { scope, params: 1000 });
    expect(tapped()).toBe(true);
    await allSettled(qa.recordingStopped, { scope });
    expect(tapped()).toBe(false);
    expect(scope.getState(qa.$recorder)).toBeNull();
  });

  it("exports what the lists applied with their hash; replaying the file elsewhere ends at that hash", async () => {
    const scope = scopeWithoutServer();
    const { qa, push } = session(scope);
    await allSettled(qa.recordingStarted, { scope, params: 1000 });
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
    push(scoreOf(1, 1, 61));
    push(living);
    await flush();
    await allSettled(footballLists.matchRefreshed, { scope, params: { ...matches[2]!, goingTime: 70, note: "改" } });
    await allSettled(matchFollowChanged, { scope, params: { sport: "football", matchId: 3, hasFollow: 1 } });
    push(scoreOf(1, 2, 62));
    await flush();
    push(scoreOf(3, 1, 71)); // still gathering when the export is taken: in neither the file nor the hash

    let text = "";
    createWatch({ unit: qa.exportFx.doneData, scope, fn: (done) => void (text = done.text) });
    await allSettled(qa.exportRequested, { scope });
    const exported = scope.getState(qa.$lastExport)!;
    const file = parseRecordingText(text);
    expect(file.lines.map((l) => (l.kind === "frame" ? l.code : l.kind))).toEqual([200, 12, "refreshed", "followed", 12]); // a push lands at its flush, the anchor at once
    expect(file.snapshot!.football).toEqual(matches);
    expect(file.stateHash).toBe(exported.stateHash);
    expect(file.lines.filter((l) => l.kind === "frame" && l.matchId === 3)).toEqual([]);
    // allSettled waited for the lists' flush: the held push has landed since, and shows in the hash.
    await allSettled(qa.ticked, { scope });
    expect(scope.getState(footballLists.today.$matches).get(3)!.homeScores[0]).toBe(1);
    expect(scope.getState(qa.$hash)).not.toBe(exported.stateHash);

    // Elsewhere: other lists, then the file replayed as fast as possible.
    const other = scopeWithoutServer();
    const { qa: replay, socket } = session(other);
    await allSettled(footballLists.today.loaded, { scope: other, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 99 })] } });
    await allSettled(replay.fileChosen, { scope: other, params: new Blob([text]) });
    await allSettled(replay.replayStarted, { scope: other, params: Infinity });
    expect(socket.disconnect).toHaveBeenCalled();
    await vi.waitFor(() => expect(other.getState(replay.$finalHash)).toBe(exported.stateHash));
    expect(other.getState(footballLists.today.$matches).get(3)).toMatchObject({ goingTime: 70, note: "改", hasFollow: 1 });
    expect(other.getState(footballLists.today.$matches).get(2)!.living).toHaveLength(1);
  });

  it("starts from the lists once pushes received before the tap have landed, so the file replays to its hash", async () => {
    const scope = scopeWithoutServer();
    const { qa, push } = session(scope);
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
    push(scoreOf(2, 3, 65)); // no tap yet: waiting in the lists' buffer when recording starts
    await allSettled(qa.recordingStarted, { scope, params: 1000 });
    push(scoreOf(1, 1, 61));
    await flush();

    let text = "";
    createWatch({ unit: qa.exportFx.doneData, scope, fn: (done) => void (text = done.text) });
    await allSettled(qa.exportRequested, { scope });
    const file = parseRecordingText(text);
    expect(file.snapshot!.football.find((m) => m.matchId === 2)!.homeScores[0]).toBe(3);

    const other = scopeWithoutServer();
    const { qa: replay } = session(other);
    await allSettled(replay.fileChosen, { scope: other, params: new Blob([text]) });
    await allSettled(replay.replayStarted, { scope: other, params: Infinity });
    await vi.waitFor(() => expect(other.getState(replay.$finalHash)).toBe(file.stateHash));
  });

  it("holds back the lists' refreshes while replaying, answers a load from elsewhere by seeking back, and undoes both on leaving", async () => {
    const scope = fork();
    const { qa, socket } = session(scope);
    const original = footballRefresh.fetchMatchInfoFx.use.getCurrent();
    const recording = [
      JSON.stringify({ kanqiuRecording: 1, startedAt: 0, snapshot: { football: matches, basketball: [] } }),
      JSON.stringify({ at: 0, frame: btoa(String.fromCharCode(...encodeSocketMessage(scoreOf(2, 3, 75)))) }),
    ].join("\n");
    await allSettled(qa.fileChosen, { scope, params: new Blob([recording]) });
    await allSettled(qa.replayStarted, { scope, params: Infinity });
    expect(footballRefresh.fetchMatchInfoFx.use.getCurrent()).not.toBe(original);
    expect(await footballRefresh.fetchMatchInfoFx.use.getCurrent()(2)).toBeNull();
    await vi.waitFor(() => expect(scope.getState(qa.$finalHash)).not.toBeNull());
    const replayed = scope.getState(qa.$finalHash);

    // The page's list is fetched again meanwhile: the replay puts its own state back.
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 50 })] } });
    await vi.waitFor(() => expect(scope.getState(footballLists.today.$matches).get(2)?.homeScores[0]).toBe(3));
    expect(scope.getState(footballLists.today.$matches).has(50)).toBe(false);
    await vi.waitFor(() => expect(scope.getState(qa.$finalHash)).toBe(replayed));

    await allSettled(qa.replayLeft, { scope });
    expect(footballRefresh.fetchMatchInfoFx.use.getCurrent()).toBe(original);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
// QA replay of a recording (tests/fixtures/qa-recording.jsonl, written by
// tests/fixtures/qa-recording-maker.ts from the sim): the app reads the file, disconnects the live
// socket, loads the recording's snapshot into today's lists and plays its frames through the
// client's decoder and frameReceived. At 1× (fake timers), as fast as possible and stepped in
// between, it ends at the hash the file was written with: the hash of the sim's own lists at the
// end of the recording. The sim replaying the same file to a connected socket (the SIM_REPLAY
// path: the sim's parser, frames emitted to sockets) brings the app's lists, loaded from the sim's
// own list calls, to the same hash.
import { File } from "node:buffer";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { allSettled, fork, type Scope } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { basketballLists, basketballRefresh, footballLists, footballRefresh, TODAY_LIST_KEY } from "@/entities/match";
import { loadQaReplay } from "@/features/qa-replay";
import { createSimBackend, parseRecording, useTestSim } from "#test-kit/sim";
// Internal by path: the entity exposes today's list only as a React hook over its query.
import { fetchTodayList } from "../../src/entities/match/api/match-list-requests";
import { QA_RECORDING_OPTIONS } from "../fixtures/qa-recording-options";

// By path from this file (under jsdom, import.meta.url is not a file: URL).
const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../fixtures/qa-recording.jsonl"), "utf8");
// Node's File (jsdom's has no text()), as the browser's file input hands one.
const file = () => new File([text], "qa-recording.jsonl") as unknown as Blob;

const socketStub = () => ({ connect: vi.fn(), disconnect: vi.fn(), setFrameTap: vi.fn(), status: "open" as const, reconnectAttempt: 0 });

// No server answers a refresh here; a replay holds them back anyway.
const replayScope = () =>
  fork({ handlers: [[footballRefresh.fetchMatchInfoFx, async () => null], [basketballRefresh.fetchMatchInfoFx, async () => null]] });

async function loadedSession(scope: Scope) {
  const { createQaSession, parseRecordingText } = await loadQaReplay();
  const socket = socketStub();
  const qa = createQaSession({ scope, socket });
  await allSettled(qa.fileChosen, { scope, params: file() });
  expect(scope.getState(qa.$error)).toBeNull();
  return { qa, socket, recording: parseRecordingText(text) };
}

afterEach(() => vi.useRealTimers());

describe("QA replay of a recorded file", () => {
  it("is a real recording: a snapshot of both sports, hundreds of frames of every kind, a hash", async () => {
    const { parseRecordingText } = await loadQaReplay();
    const recording = parseRecordingText(text);
    expect(recording.snapshot!.football.length).toBeGreaterThan(100);
    expect(recording.snapshot!.basketball.length).toBeGreaterThan(20);
    const codes = new Set(recording.lines.map((line) => (line.kind === "frame" ? line.code : 0)));
    expect([...codes].sort((a, b) => a - b)).toEqual([12, 13, 102, 103, 200, 210, 220, 225, 226, 230]);
    expect(recording.stateHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("at 1× reaches the file's hash, frame by frame on the recording's clock", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-23T10:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const scope = replayScope();
    const { qa, socket, recording } = await loadedSession(scope);
    const duration = recording.lines.at(-1)!.at;
    const started = allSettled(qa.replayStarted, { scope, params: 1 });
    await vi.advanceTimersByTimeAsync(50); // the replay waits for pushes held before the disconnect to land
    await started;
    expect(socket.disconnect).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(duration / 2);
    const halfway = scope.getState(qa.$progress)!;
    expect(halfway.playing).toBe(true);
    expect(halfway.index).toBeGreaterThan(0);
    expect(halfway.index).toBeLessThan(recording.lines.length);
    expect(scope.getState(qa.$finalHash)).toBeNull();

    await vi.advanceTimersByTimeAsync(duration / 2 + 1000);
    expect(scope.getState(qa.$progress)).toMatchObject({ done: true, index: recording.lines.length });
    expect(scope.getState(qa.$finalHash)).toBe(recording.stateHash);
  });

  it("as fast as possible, and after pausing, stepping and seeking back, reaches the same hash", async () => {
    const scope = replayScope();
    const { qa, recording } = await loadedSession(scope);
    await allSettled(qa.replayStarted, { scope, params: Infinity });
    await vi.waitFor(() => expect(scope.getState(qa.$finalHash)).toBe(recording.stateHash));

    // Seek to the middle: the lists are the snapshot plus the lines up to there, not the end.
    const middle = recording.lines[Math.floor(recording.lines.length / 2)]!.at;
    await allSettled(qa.commanded, { scope, params: { type: "seek", at: middle } });
    await vi.waitFor(() => expect(scope.getState(qa.$progress)).toMatchObject({ busy: false, at: middle }));
    expect(scope.getState(qa.$finalHash)).toBeNull();
    const { index } = scope.getState(qa.$progress)!;
    await allSettled(qa.commanded, { scope, params: { type: "step" } });
    await vi.waitFor(() => expect(scope.getState(qa.$progress)!.index).toBe(index + 1));

    await allSettled(qa.commanded, { scope, params: { type: "play" } });
    await vi.waitFor(() => expect(scope.getState(qa.$finalHash)).toBe(recording.stateHash));
  });

  it("leaving the replay puts back the live lists and reconnects", async () => {
    const scope = replayScope();
    const { qa, socket, recording } = await loadedSession(scope);
    const live = [...recording.snapshot!.football.slice(0, 3)];
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: live } });
    await allSettled(qa.replayStarted, { scope, params: Infinity });
    await vi.waitFor(() => expect(scope.getState(qa.$progress)?.done).toBe(true));
    expect(scope.getState(footballLists.today.$matches).size).toBe(recording.snapshot!.football.length);

    await allSettled(qa.replayLeft, { scope });
    expect([...scope.getState(footballLists.today.$matches).values()]).toEqual(live);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(scope.getState(qa.$replaying)).toBe(false);
  });

  it("a bad file leaves a message, the lists and the connection as they were", async () => {
    const scope = replayScope();
    const { qa, socket } = await loadedSession(scope);
    const lists = scope.getState(basketballLists.today.$matches);
    const truncated = text.slice(0, Math.floor(text.length * 0.9));
    await allSettled(qa.fileChosen, { scope, params: new File([truncated], "cut.jsonl") as unknown as Blob });
    expect(scope.getState(qa.$error)).toMatch(/^第 \d+ 行：不是 JSON（文件被截断或损坏）$/);
    expect(scope.getState(qa.$loaded)!.name).toBe("qa-recording.jsonl"); // the good file stays chosen
    expect(scope.getState(basketballLists.today.$matches)).toBe(lists);
    expect(socket.disconnect).not.toHaveBeenCalled();
  });
});

describe("the sim replaying the same file (SIM_REPLAY)", () => {
  const sim = useTestSim(createSimBackend({ ...QA_RECORDING_OPTIONS, replayMode: true }));

  it("brings the app's lists, loaded from the sim, to the hash of the in-app replay", async () => {
    const { stateHashOf, parseRecordingText } = await loadQaReplay();
    const recording = parseRecordingText(text);
    const scope = fork();
    // What a page loads from the sim at start is the recording's snapshot.
    for (const lists of [footballLists, basketballLists]) {
      const matches = await fetchTodayList(lists.sport);
      expect(matches).toEqual(recording.snapshot![lists.sport]);
      await allSettled(lists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
    }
    const socket = sim.connectSocket(scope);
    await vi.waitFor(() => expect(sim.backend.sockets.summary()).toEqual({ connected: 1, footballList: 1, basketballList: 1, matchDetails: 0 }));

    // node-backend's SIM_REPLAY: replayRecording(parseRecording(file), backend.emit); at full speed
    // that is every parsed frame emitted in order.
    for (const line of parseRecording(text)) sim.backend.emit(line.frame);
    const hash = () => stateHashOf({ football: scope.getState(footballLists.today.$matches).values(), basketball: scope.getState(basketballLists.today.$matches).values() });
    await vi.waitFor(() => expect(hash()).toBe(recording.stateHash));
    socket.disconnect();
  });
});

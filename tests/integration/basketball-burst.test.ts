// A recorded burst of basketball frames (tests/fixtures/basketball-burst.jsonl, made by
// scripts/record-basketball-burst.ts: 102, 103 and 150) replayed into a forked scope through
// frameReceived, on top of the list a sim backend with the same settings serves at the burst's
// start. Every push applies to its match within a frame; section moves wait for the debounced
// re-sort; the end state is the sim's own list at the end of the burst.
import { readFileSync } from "node:fs";
import { allSettled, createWatch, fork, scopeBind } from "effector";
import { describe, expect, it } from "vitest";
import { basketballLists, basketballPushEffects, basketballRefresh, SCORE_FLUSH_MS, TODAY_LIST_KEY, type Match, type TeamSide } from "@/entities/match";
import { SOCKET_CODE, type SocketFrame } from "#wire";
import { decodeMatchListPayload, decodeSocketMessage } from "#wire/codec";
import { frameReceived } from "@/shared/api";
import { createSimBackend, parseRecording } from "#test-kit/sim";
// Slice internals, by path, as in football-burst.test.ts: the entity exposes no way to map a wire
// list or group matches outside its list models, and this test checks the models against exactly
// those rules.
import { groupMatches } from "../../src/entities/match/lib/group-matches";
import { mapMatchList, statusGroupOf } from "../../src/entities/match/lib/map-match-list";
import { BASKETBALL_BURST_OPTIONS, type CompactList } from "../fixtures/basketball-burst-options";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

// The backend the recorder ran (scripts/record-basketball-burst.ts), at the burst's start.
function startingList(): Match[] {
  const { world } = createSimBackend(BASKETBALL_BURST_OPTIONS);
  const payload = decodeMatchListPayload(world.encodeMatchList(world.matchListPayload("basketball", { kind: "realtime" })));
  return mapMatchList("basketball", payload!).matches;
}

// The recorded bytes, decoded by the client's codec as the socket would.
function recordedFrames(): SocketFrame[] {
  return parseRecording(fixture("basketball-burst.jsonl")).map(({ frame }) => decodeSocketMessage(frame.bytes)!);
}

const compact = (m: Match) => [m.statusId, m.goingTime, ...m.homeScores, ...m.awayScores];
const endOfToday = () => Math.floor(new Date().setHours(23, 59, 59, 999) / 1000);
const inPlay = (statusId: number) => statusId >= 2 && statusId <= 9;
const sum = (scores: readonly number[]) => scores.reduce((total, points) => total + points, 0);
const today = basketballLists.today;

/**
 * The sides whose points rose, push by push, told from the frames alone: a score frame carries
 * both sides' periods and overtime; an overtime frame only index 4.
 */
function risesIn(start: readonly Match[], frames: readonly SocketFrame[]): [number, TeamSide][] {
  const seen = new Map(start.map((m) => [m.matchId, { home: [...m.homeScores], away: [...m.awayScores] }]));
  const rises: [number, TeamSide][] = [];
  for (const frame of frames) {
    const scores = seen.get(frame.matchId);
    if (!scores) continue;
    const next =
      frame.type === SOCKET_CODE.BASKETBALL_OVERTIME
        ? { home: Object.assign([0, 0, 0, 0, 0], scores.home, { 4: frame.overTimeScore[0]! }), away: Object.assign([0, 0, 0, 0, 0], scores.away, { 4: frame.overTimeScore[1]! }) }
        : { home: frame.scoreObj!.homeScore.length > 0 ? frame.scoreObj!.homeScore : scores.home, away: frame.scoreObj!.awayScore.length > 0 ? frame.scoreObj!.awayScore : scores.away };
    for (const side of ["home", "away"] as const) if (sum(next[side]) > sum(scores[side])) rises.push([frame.matchId, side]);
    seen.set(frame.matchId, next);
  }
  return rises;
}

describe("a recorded basketball burst applied to the list", () => {
  const start = startingList();
  const frames = recordedFrames();
  const expected = JSON.parse(fixture("basketball-burst.expected.json")) as CompactList;
  const statusAtEnd = (m: Match) => expected[m.matchId]![0]!;

  it("is a real burst: hundreds of frames, with tip-offs, full-times, overtime and moves to other", () => {
    expect(frames.length).toBeGreaterThan(500);
    expect(new Set(frames.map((f) => f.type))).toEqual(new Set([102, 103, 150]));
    const moved = (from: (s: number) => boolean, to: (s: number) => boolean) => start.filter((m) => from(m.statusId) && to(statusAtEnd(m))).length;
    expect(moved((s) => s === 1, inPlay)).toBeGreaterThan(0);
    expect(moved(inPlay, (s) => s === 10)).toBeGreaterThan(0);
    expect(moved((s) => s === 1 || inPlay(s), (s) => s >= 11)).toBeGreaterThanOrEqual(2);
    expect(start.every((m) => m.matchId in expected)).toBe(true);
  });

  it("updates rows at once, regroups after the debounce, highlights each rise, and ends where the sim ended", async () => {
    // No server here: the refreshes that status changes ask for (matchInfo) are counted, not sent.
    const refreshed: number[] = [];
    const scope = fork({
      values: [[basketballRefresh.$windowMs, 10]],
      handlers: [[basketballRefresh.fetchMatchInfoFx, (matchId: number) => (refreshed.push(matchId), null)]],
    });
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: start } });
    const sectionsBefore = scope.getState(today.$sections);
    const scored: [number, TeamSide][] = [];
    createWatch({ unit: basketballPushEffects.goalScored, scope, fn: ({ matchId, side }) => scored.push([matchId, side]) });

    const receive = scopeBind(frameReceived, { scope });
    for (const frame of frames) receive(frame);

    // Scores, statuses and clocks are there within one flush window (about a frame)…
    await new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS * 3));
    const matches = scope.getState(today.$matches);
    for (const match of start) expect(compact(matches.get(match.matchId)!), `match ${match.matchId}`).toEqual(expected[match.matchId]);
    // …the sections wait for the 500 ms debounced re-sort.
    expect(scope.getState(today.$sections)).toBe(sectionsBefore);

    await allSettled(scope);

    const ended = start.map((match) => ({ ...match, statusId: statusAtEnd(match), topupType: statusGroupOf("basketball", statusAtEnd(match)) }));
    const sections = scope.getState(today.$sections);
    expect(sections).toEqual(groupMatches(new Map(ended.map((match) => [match.matchId, match])), endOfToday()));
    expect(sections).not.toEqual(sectionsBefore);
    for (const [key, group] of [["going", "going"], ["finish", "finish"], ["other", "other"]] as const) {
      expect(sections[key].map((id) => matches.get(id)!.topupType)).toEqual(sections[key].map(() => group));
    }

    // Each rise of a side's summed score was highlighted once, in order; overtime frames included.
    const rises = risesIn(start, frames);
    expect(rises.length).toBeGreaterThan(100);
    expect(scored).toEqual(rises);
    const overtimeMatches = new Set(frames.filter((f) => f.type === 150).map((f) => f.matchId));
    expect(overtimeMatches.size).toBeGreaterThan(0);
    for (const id of overtimeMatches) expect(matches.get(id)!.homeScores[4]! + matches.get(id)!.awayScores[4]!).toBeGreaterThan(0);

    // Each match that left play or started asked for one refresh; in play → in play did not.
    const changed = start.filter((m) => m.statusId !== statusAtEnd(m) && !(inPlay(m.statusId) && inPlay(statusAtEnd(m))));
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(refreshed)).toEqual(new Set(changed.map((m) => m.matchId)));
  });
});

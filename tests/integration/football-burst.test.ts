// A recorded burst of socket frames (tests/fixtures/football-burst.jsonl, made by
// scripts/record-football-burst.ts) replayed into a forked scope through frameReceived, on top of
// the list a sim backend with the same settings serves at the burst's start. Every push applies
// to its match within a frame; section moves wait for the debounced re-sort; the end state is the sim's
// own list at the end of the burst, and the grid's rows follow it.
import { readFileSync } from "node:fs";
import { allSettled, fork, scopeBind } from "effector";
import { describe, expect, it } from "vitest";
import { footballLists, footballRefresh, SCORE_FLUSH_MS, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { type SocketFrame } from "#wire";
import { decodeMatchListPayload, decodeSocketMessage } from "#wire/codec";
import { frameReceived } from "@/shared/api";
import { createFootballBoard } from "@/widgets/football-board";
import { createSimBackend, parseRecording } from "#test-kit/sim";
// Slice internals, by path: the entity exposes no way to map a wire list or group matches outside
// its list models, and this test checks the models against exactly those rules.
import { groupMatches } from "../../src/entities/match/lib/group-matches";
import { mapMatchList, statusGroupOf } from "../../src/entities/match/lib/map-match-list";
import { BURST_OPTIONS, type CompactList } from "../fixtures/football-burst-options";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

// The backend the recorder ran (scripts/record-football-burst.ts), at the burst's start.
function startingList(): Match[] {
  const { world } = createSimBackend(BURST_OPTIONS);
  const payload = decodeMatchListPayload(world.encodeMatchList(world.matchListPayload("football", { kind: "realtime" })));
  return mapMatchList("football", payload!).matches;
}

// The recorded bytes, decoded by the client's codec as the socket would.
function recordedFrames(): SocketFrame[] {
  return parseRecording(fixture("football-burst.jsonl")).map(({ frame }) => decodeSocketMessage(frame.bytes)!);
}

const compact = (m: Match) => [m.statusId, m.goingTime, ...m.homeScores, ...m.awayScores];
const endOfToday = () => Math.floor(new Date().setHours(23, 59, 59, 999) / 1000);
const today = footballLists.today;

describe("a recorded football burst applied to the list", () => {
  const start = startingList();
  const frames = recordedFrames();
  const expected = JSON.parse(fixture("football-burst.expected.json")) as CompactList;

  it("is a real burst: hundreds of frames, with kick-offs and full-times among them", () => {
    expect(frames.length).toBeGreaterThan(500);
    expect(new Set(frames.map((f) => f.type))).toEqual(new Set([12, 13]));
    const moved = (from: number[], to: (s: number) => boolean) =>
      start.filter((m) => from.includes(m.statusId) && to(expected[m.matchId]![0]!)).length;
    expect(moved([1], (s) => s >= 2 && s <= 7)).toBeGreaterThan(0);
    expect(moved([2, 3, 4, 5, 6, 7], (s) => s === 8)).toBeGreaterThan(0);
  });

  it("updates rows at once, regroups after the debounce, and ends where the sim ended", async () => {
    // No server here: the refreshes that full-times ask for (matchInfo) are counted, not sent.
    const refreshed: number[] = [];
    const scope = fork({
      values: [[footballRefresh.$windowMs, 10]],
      handlers: [[footballRefresh.fetchMatchInfoFx, (matchId: number) => (refreshed.push(matchId), null)]],
    });
    // The rows a page's board shows: its list view, opened, over today's list.
    const { view } = createFootballBoard();
    await allSettled(view.opened, { scope });
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: start } });
    const sectionsBefore = scope.getState(today.$sections);
    const rowsBefore = scope.getState(view.$rows).rows;
    expect(rowsBefore.filter((r) => r.kind === "item")).toHaveLength(start.length);

    const receive = scopeBind(frameReceived, { scope });
    for (const frame of frames) receive(frame);

    // Scores, statuses and clocks are there within one flush window (about a frame)…
    await new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS * 3));
    const matches = scope.getState(today.$matches);
    for (const match of start) expect(compact(matches.get(match.matchId)!), `match ${match.matchId}`).toEqual(expected[match.matchId]);
    // …the sections and the grid wait for the 500 ms debounced re-sort.
    expect(scope.getState(today.$sections)).toBe(sectionsBefore);
    expect(scope.getState(view.$rows).rows).toBe(rowsBefore);

    await allSettled(scope);

    const ended = start.map((match) => {
      const [statusId] = expected[match.matchId]!;
      return { ...match, statusId: statusId!, topupType: statusGroupOf("football", statusId!) };
    });
    const sections = scope.getState(today.$sections);
    expect(sections).toEqual(groupMatches(new Map(ended.map((match) => [match.matchId, match])), endOfToday()));
    // Each match that left play (or started) asked for one refresh; in-play → in-play did not.
    const leftPlayOrStarted = start.filter((m) => {
      const to = expected[m.matchId]![0]!;
      const inPlay = (s: number) => s >= 2 && s <= 7;
      return m.statusId !== to && !(inPlay(m.statusId) && inPlay(to));
    });
    expect(new Set(refreshed)).toEqual(new Set(leftPlayOrStarted.map((m) => m.matchId)));
    expect(sections).not.toEqual(sectionsBefore);

    // The grid: a section row then its matches in kick-off order, sections in spec order.
    const rows = scope.getState(view.$rows).rows;
    const flattened = rows.map((r) => (r.kind === "section" ? `#${r.group}` : r.itemId));
    const wanted = (["going", "noStart", "nextDay", "other", "finish"] as const).flatMap((key) =>
      sections[key].length > 0 ? [`#${key}`, ...sections[key]] : [],
    );
    expect(flattened).toEqual(wanted);
    const kickOff = (id: number) => matches.get(id)!.matchTime;
    for (const key of ["going", "finish"] as const) {
      const times = sections[key].map(kickOff);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const goingRows = rows.filter((r) => r.kind === "item" && scope.getState(today.$matches).get(r.itemId)!.topupType === "going");
    expect(goingRows.length).toBe(sections.going.length);
  });
});

import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import type { Match, ScoreUpdate } from "../model/match-types";
import { mergeListReply, type LateChanges, type TimedEdit } from "./merge-list-reply";

const reply = testMatch({ matchId: 1, statusId: 2, goingTime: 30, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], hasFollow: 1, peopleNum: 500 });
const other = testMatch({ matchId: 2, statusId: 2, goingTime: 10 });
const goal: ScoreUpdate = { matchId: 1, statusId: 4, goingTime: 50, homeScore: [2, 0, 0, 0, 0], awayScore: [1, 0, 0, 0, 0], note: "加时" };
const overtime = { matchId: 1, overtime: [3, 1] as const };
const named = (note: string): TimedEdit["edit"] => (match: Match) => ({ ...match, note });

const late = (changes: Partial<LateChanges>): LateChanges => ({ fullPushedAt: new Map(), fullPush: new Map(), partialPushes: new Map(), edits: [], refreshed: new Map(), ...changes });
/** Match 1's goal at `goalAt`, then its overtime points at `overtimeAt`. */
const goalThenOvertime = (goalAt: number, overtimeAt: number) =>
  late({ fullPushedAt: new Map([[1, goalAt]]), fullPush: new Map([[1, goal]]), partialPushes: new Map([[1, [{ at: overtimeAt, push: overtime }]]]) });

describe("mergeListReply", () => {
  it("takes a reply without a request time as it is", () => {
    const matches = [reply];
    expect(mergeListReply({ key: "today", matches }, goalThenOvertime(10, 12))).toBe(matches);
  });

  it("applies the pushes that came at or after the request over the reply, in order; the rest is the reply's", () => {
    const [merged, untouched] = mergeListReply({ key: "today", matches: [reply, other], requestedAt: 10 }, goalThenOvertime(10, 12));
    expect(merged).toMatchObject({ statusId: 4, goingTime: 50, homeScores: [2, 0, 0, 0, 3], awayScores: [1, 0, 0, 0, 1], note: "加时", topupType: "going" });
    expect(merged).toMatchObject({ hasFollow: 1, peopleNum: 500 });
    expect(untouched).toBe(other);
  });

  it("skips the pushes that came before the request: the reply already knows them", () => {
    const [merged] = mergeListReply({ key: "today", matches: [reply], requestedAt: 10 }, goalThenOvertime(9, 11));
    expect(merged).toMatchObject({ statusId: 2, goingTime: 30, homeScores: [0, 0, 0, 0, 3], awayScores: [0, 0, 0, 0, 1] });
    expect(mergeListReply({ key: "today", matches: [reply], requestedAt: 13 }, goalThenOvertime(9, 11))[0]).toBe(reply);
  });

  it("applies the living edits that came at or after the request to their rows, in order", () => {
    const edits = [
      { at: 9, matchId: 1, edit: named("old") },
      { at: 10, matchId: 1, edit: named("first") },
      { at: 11, matchId: 1, edit: named("second") },
      { at: 11, matchId: 3, edit: named("not listed") },
    ];
    const [merged, untouched] = mergeListReply({ key: "today", matches: [reply, other], requestedAt: 10 }, late({ edits }));
    expect(merged?.note).toBe("second");
    expect(untouched).toBe(other);
  });

  it("puts a record refreshed after the request in the row's place, and applies over it only what came after it", () => {
    const record = testMatch({ matchId: 1, statusId: 3, goingTime: 45, homeScores: [1, 1, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], note: "refreshed", hasFollow: 1, peopleNum: 500 });
    const changes = late({
      refreshed: new Map([[1, { at: 11, record }]]),
      fullPushedAt: new Map([[1, 10]]), // the goal came before the record: the record knows it
      fullPush: new Map([[1, goal]]),
      partialPushes: new Map([[1, [{ at: 12, push: overtime }]]]),
      edits: [
        { at: 10, matchId: 1, edit: named("before the record") },
        { at: 12, matchId: 1, edit: named("after the record") },
      ],
    });
    const [merged, untouched] = mergeListReply({ key: "today", matches: [reply, other], requestedAt: 10 }, changes);
    expect(merged).toMatchObject({ statusId: 3, goingTime: 45, homeScores: [1, 1, 0, 0, 3], awayScores: [0, 0, 0, 0, 1], note: "after the record" });
    expect(untouched).toBe(other);
  });

  it("applies a push that came after the refreshed record over it", () => {
    const record = testMatch({ matchId: 1, statusId: 2, goingTime: 40, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] });
    const changes = late({ refreshed: new Map([[1, { at: 11, record }]]), fullPushedAt: new Map([[1, 12]]), fullPush: new Map([[1, goal]]) });
    expect(mergeListReply({ key: "today", matches: [reply], requestedAt: 10 }, changes)[0]).toMatchObject({ statusId: 4, goingTime: 50, homeScores: [2, 0, 0, 0, 0] });
  });

  it("leaves a record refreshed before the request alone: the reply is newer", () => {
    const record = testMatch({ matchId: 1, statusId: 8, goingTime: 90 });
    expect(mergeListReply({ key: "today", matches: [reply], requestedAt: 10 }, late({ refreshed: new Map([[1, { at: 9, record }]]) }))[0]).toBe(reply);
  });
});

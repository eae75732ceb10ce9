import { describe, expect, it } from "vitest";
import type { ScoreUpdate } from "../model/match-types";
import { applyDetailPush, withDetailPushes } from "./detail-pushes";
import type { MatchSnapshot } from "./match-snapshot";

const snapshot: MatchSnapshot = { matchId: 9, sportType: 2, statusId: 4, goingTime: 300, matchTime: 0, homeScores: [20, 18, 0, 0], awayScores: [22, 15, 0, 0], ncaa: 0 };
const score = (fields: Partial<ScoreUpdate>): ScoreUpdate => ({ matchId: 9, statusId: 0, homeScore: [], awayScore: [], goingTime: 0, note: "", ...fields });

describe("a match's detail pushes over its snapshot", () => {
  it("takes a pushed status, clock and whole score arrays", () => {
    const pushed = applyDetailPush({}, score({ statusId: 5, goingTime: 120, homeScore: [20, 18, 9], awayScore: [22, 15, 4] }));
    expect(withDetailPushes(snapshot, pushed)).toEqual({ ...snapshot, statusId: 5, goingTime: 120, homeScores: [20, 18, 9], awayScores: [22, 15, 4] });
  });

  it("keeps the status and scores a push leaves empty (0, [])", () => {
    const first = applyDetailPush({}, score({ statusId: 5, goingTime: 120, homeScore: [1], awayScore: [2] }));
    const clockOnly = applyDetailPush(first, score({ goingTime: 90 }));
    expect(withDetailPushes(snapshot, clockOnly)).toMatchObject({ statusId: 5, goingTime: 90, homeScores: [1], awayScores: [2] });
    // Nothing pushed about a field: the snapshot's stands.
    expect(withDetailPushes(snapshot, applyDetailPush({}, score({ goingTime: 60 })))).toEqual({ ...snapshot, goingTime: 60 });
  });

  it("lays overtime on the pushed scores, or on the snapshot's when none were pushed yet", () => {
    const afterScores = applyDetailPush(applyDetailPush({}, score({ homeScore: [20, 18, 25, 30], awayScore: [22, 15, 28, 28] })), { matchId: 9, overtime: [7, 5] });
    expect(withDetailPushes(snapshot, afterScores)).toMatchObject({ homeScores: [20, 18, 25, 30, 7], awayScores: [22, 15, 28, 28, 5] });

    const overtimeFirst = applyDetailPush({}, { matchId: 9, overtime: [7, 5] });
    expect(withDetailPushes(snapshot, overtimeFirst)).toMatchObject({ homeScores: [20, 18, 0, 0, 7], awayScores: [22, 15, 0, 0, 5] });
    // A whole score array pushed after it replaces the overtime held for that side only.
    const homeReplaced = applyDetailPush(overtimeFirst, score({ homeScore: [20, 18, 25, 30, 9] }));
    expect(withDetailPushes(snapshot, homeReplaced)).toMatchObject({ homeScores: [20, 18, 25, 30, 9], awayScores: [22, 15, 0, 0, 5] });
  });
});

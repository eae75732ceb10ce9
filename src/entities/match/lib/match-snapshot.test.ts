import { describe, expect, it } from "vitest";
import { snapshotGroup, snapshotHalfTime, snapshotScore, snapshotStatusText, type MatchSnapshot } from "./match-snapshot";

const football = (statusId: number, goingTime = 0): MatchSnapshot => ({
  matchId: 1,
  sportType: 1,
  statusId,
  goingTime,
  matchTime: 0,
  homeScores: [2, 1, 0, 1, 5],
  awayScores: [1, 0, 0, 2, 3],
  ncaa: 0,
});
const basketball = (statusId: number, goingTime = 0): MatchSnapshot => ({ ...football(statusId, goingTime), sportType: 2, homeScores: [20, 18, 0, 0, 0], awayScores: [22, 15, 0, 0, 0] });

describe("a room's match snapshot", () => {
  it("reads football's status line as the compact displays do", () => {
    expect(snapshotStatusText(football(1))).toBe("未开赛");
    expect(snapshotStatusText(football(2, 33))).toBe("33'");
    expect(snapshotStatusText(football(3))).toBe("中场");
    expect(snapshotStatusText(football(4, 94))).toBe("90+");
    expect(snapshotStatusText(football(8))).toBe("完场");
    expect(snapshotStatusText(football(9))).toBe("推迟");
    expect(snapshotGroup(football(4))).toBe("going");
  });

  it("reads basketball's period and minutes left", () => {
    expect(snapshotStatusText(basketball(4, 7))).toBe("第二节 7'");
    expect(snapshotStatusText(basketball(5))).toBe("中场");
    expect(snapshotStatusText(basketball(10))).toBe("完场");
  });

  it("shows the score once play began, basketball's as summed periods", () => {
    expect(snapshotScore(football(1))).toBeNull();
    expect(snapshotScore(football(2))).toEqual([2, 1]);
    expect(snapshotScore(basketball(1))).toBeNull();
    expect(snapshotScore(basketball(4))).toEqual([38, 37]);
  });

  it("shows football's half-time score from the second half on", () => {
    expect(snapshotHalfTime(football(2))).toBeNull();
    expect(snapshotHalfTime(football(4))).toEqual([1, 0]);
    expect(snapshotHalfTime(football(8))).toEqual([1, 0]);
    expect(snapshotHalfTime(basketball(6))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { footballClockCapped, footballClockText } from "./football-clock";
import { groupMatchesByDay } from "./group-by-day";
import { kickoffText, kickoffTextTicks } from "./kickoff-text";
import { isLivingMatch, matchesFootballType } from "./match-type";
import { viewerCountText } from "./viewer-count";
import { testMatch } from "#test-kit/fixtures";
import { footballStatusGroup } from "./football-status";

const anchor = { avatar: "", roomId: 1, customId: 2 };
const TOP = new Set([7]);

describe("match-type filters", () => {
  const plain = testMatch({ matchId: 1 });
  const athletics = testMatch({ matchId: 2, lotterys: { 101: "周六001" } });
  const beiDan301 = testMatch({ matchId: 3, lotterys: { 301: "北单007" } });
  const beiDan404 = testMatch({ matchId: 4, lotterys: { 404: "北单123" } });
  const passLeg = testMatch({ matchId: 5, lotterys: { 401: "传足042" } });
  const topTier = testMatch({ matchId: 6, competition: { id: 7, name: "英超", shortName: "英超", logo: "", color: "#fff" } });
  const all = [plain, athletics, beiDan301, beiDan404, passLeg, topTier];
  const ids = (type: Parameters<typeof matchesFootballType>[1]) =>
    all.filter((m) => matchesFootballType(m, type, TOP)).map((m) => m.matchId);

  it("全部 keeps every match", () => expect(ids("all")).toEqual([1, 2, 3, 4, 5, 6]));
  it("竞足 is lottery 101", () => expect(ids("athletics")).toEqual([2]));
  it("北单 is lottery 301 or 404", () => expect(ids("beiDan")).toEqual([3, 4]));
  it("传足 is lottery 401", () => expect(ids("passLeg")).toEqual([5]));
  it("一级 is a top-tier competition", () => expect(ids("firstOrder")).toEqual([6]));

  it("直播 is a live anchor, or a preview while not started", () => {
    expect(isLivingMatch(testMatch({ living: [anchor], topupType: "going", statusId: 2 }))).toBe(true);
    expect(isLivingMatch(testMatch({ living: [anchor], topupType: "finish", statusId: 8 }))).toBe(true);
    expect(isLivingMatch(testMatch({ preview: [anchor], topupType: "no_start" }))).toBe(true);
    expect(isLivingMatch(testMatch({ preview: [anchor], topupType: "going", statusId: 2 }))).toBe(false);
    expect(isLivingMatch(testMatch({}))).toBe(false);
    expect(matchesFootballType(testMatch({ preview: [anchor] }), "living", TOP)).toBe(true);
  });
});

describe("status groups and transitions", () => {
  it("moves through the groups as a match is played", () => {
    const path = [1, 2, 3, 4, 5, 7, 8].map(footballStatusGroup);
    expect(path).toEqual(["no_start", "going", "going", "going", "going", "going", "finish"]);
    expect([9, 10, 11, 12, 13].map(footballStatusGroup).every((group) => group === "other")).toBe(true);
  });
});

describe("clock texts", () => {
  it("the list shows stoppage detail up to its limits; the home display caps at 90+", () => {
    expect(footballClockText(4, 93)).toBe("90'+3");
    expect(footballClockCapped(4, 93)).toBe("90+");
    expect(footballClockCapped(2, 30)).toBe("30'");
    expect(footballClockCapped(2, 47)).toBe("47'");
    expect(footballClockCapped(4, 40)).toBe("46'");
    expect(footballClockCapped(3, 45)).toBe("中场");
    expect(footballClockCapped(5, 105)).toBe("90+");
    expect(footballClockCapped(1, 0)).toBe("");
    expect(footballClockCapped(8, 90)).toBe("");
  });

  it("counts down the last hour before kick-off, then reads 即将开始", () => {
    const kickoff = 1_800_000_000;
    const at = (secondsBefore: number) => (kickoff - secondsBefore) * 1000;
    expect(kickoffText(kickoff, at(2 * 3600))).toBe("未");
    expect(kickoffText(kickoff, at(3600))).toBe("60分钟后");
    expect(kickoffText(kickoff, at(23 * 60))).toBe("23分钟后");
    expect(kickoffText(kickoff, at(30))).toBe("1分钟后");
    expect(kickoffText(kickoff, at(0))).toBe("即将开始");
    expect(kickoffText(kickoff, at(-600))).toBe("即将开始");
    expect(kickoffTextTicks(kickoff, at(7200))).toBe(true);
    expect(kickoffTextTicks(kickoff, at(-1))).toBe(false);
  });
});

describe("viewer count", () => {
  it("reads 9999+ from 9999 on", () => {
    expect([0, 17, 9998, 9999, 10000, 250000].map(viewerCountText)).toEqual(["0", "17", "9998", "9999+", "9999+", "9999+"]);
  });
});

describe("groupMatchesByDay", () => {
  it("groups by local kick-off date in kick-off order", () => {
    const day = (d: number, h: number) => new Date(2026, 10, d, h).getTime() / 1000;
    const groups = groupMatchesByDay([
      testMatch({ matchId: 1, matchTime: day(22, 20) }),
      testMatch({ matchId: 2, matchTime: day(21, 9) }),
      testMatch({ matchId: 3, matchTime: day(22, 1) }),
    ]);
    expect(groups).toEqual([
      { date: "2026-11-21", ids: [2] },
      { date: "2026-11-22", ids: [3, 1] },
    ]);
  });
});

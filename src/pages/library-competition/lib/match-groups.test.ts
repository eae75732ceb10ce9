import { describe, expect, it } from "vitest";
import type { LibraryMatch } from "../api/competition-requests";
import { matchPages, matchStateText, openingPage } from "./match-groups";

const match = (matchId: number, over: Partial<LibraryMatch>): LibraryMatch => ({
  matchId,
  kind: 1,
  round: null,
  group: null,
  matchTime: 1_790_000_000 + matchId,
  statusId: 8,
  homeTeamId: 1,
  homeName: "甲",
  homeLogo: "",
  awayTeamId: 2,
  awayName: "乙",
  awayLogo: "",
  homeScore: 1,
  awayScore: 0,
  hasDetail: false,
  ...over,
});

describe("season match pages", () => {
  it("pages by round (cups: group and round), recent matches by date; opens on the last played", () => {
    const pages = matchPages([
      match(1, { round: 1 }),
      match(2, { round: 1 }),
      match(3, { round: 2, group: "A" }),
      match(4, { kind: 2, matchTime: 1_800_000_000 }),
      match(5, { round: 3, statusId: 1, matchTime: 1_810_000_000 }),
    ]);
    expect(pages.map((p) => p.label)).toEqual(["第1轮", "A组 第2轮", expect.stringMatching(/^2027年1月\d+日 淘汰赛$/), "第3轮"]);
    expect(pages[0]!.matches).toHaveLength(2);
    expect(openingPage(pages, "football")).toBe(2);
  });

  it("states", () => {
    expect(matchStateText("football", 8)).toBe("完场");
    expect(matchStateText("football", 1)).toBe("未开赛");
    expect(matchStateText("football", 4)).toBe("进行中");
    expect(matchStateText("football", 9)).toBe("未完赛");
    expect(matchStateText("basketball", 10)).toBe("完场");
  });
});

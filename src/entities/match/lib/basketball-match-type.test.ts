import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import {
  BASKETBALL_FILTER_TABS,
  BASKETBALL_MATCH_TYPE_LABELS,
  BASKETBALL_MATCH_TYPE_RULES,
  BASKETBALL_MATCH_TYPES,
  isBasketballMatchType,
  matchesBasketballType,
  type BasketballMatchType,
} from "./basketball-match-type";
import { matchHasLottery } from "./match-type";

const anchor = { avatar: "", roomId: 1, customId: 1 };
const matches = [
  testMatch({ matchId: 1, sport: "basketball" }),
  testMatch({ matchId: 2, sport: "basketball", lotterys: { 201: "周六301" } }),
  testMatch({ matchId: 3, sport: "basketball", competition: { id: 77, name: "NBA", shortName: "NBA", logo: "", color: "" } }),
  testMatch({ matchId: 4, sport: "basketball", statusId: 2, topupType: "going", living: [anchor] }),
  testMatch({ matchId: 5, sport: "basketball", statusId: 1, topupType: "no_start", preview: [anchor] }),
  testMatch({ matchId: 6, sport: "basketball", statusId: 10, topupType: "finish", preview: [anchor], lotterys: { 101: "周六001" } }),
];
const topOne = new Set([77]);
const ids = (type: BasketballMatchType) => matches.filter((m) => matchesBasketballType(m, type, topOne)).map((m) => m.matchId);

describe("basketball match types", () => {
  it("are 全部, 一级, 竞篮, 直播 in that order", () => {
    expect(BASKETBALL_MATCH_TYPES.map((type) => BASKETBALL_MATCH_TYPE_LABELS[type])).toEqual(["全部", "一级", "竞篮", "直播"]);
  });

  it("全部 keeps every match", () => expect(ids("allBasketball")).toEqual([1, 2, 3, 4, 5, 6]));
  it("一级 is a top-tier competition", () => expect(ids("firstBasketball")).toEqual([3]));
  it("竞篮 is lottery 201 (not football's 101)", () => expect(ids("vieBasketball")).toEqual([2]));
  it("直播 is a live anchor, or a preview while not started", () => expect(ids("living")).toEqual([4, 5]));

  it("recognises only its own keys", () => {
    expect(BASKETBALL_MATCH_TYPES.every(isBasketballMatchType)).toBe(true);
    expect(["all", "athletics", "firstOrder", 1, null].some(isBasketballMatchType)).toBe(false);
  });

  it("the rules a list view reads: 全部 and 直播 keys, a predicate per type", () => {
    expect(BASKETBALL_MATCH_TYPE_RULES.all).toBe("allBasketball");
    expect(BASKETBALL_MATCH_TYPE_RULES.living).toBe("living");
    const vie = BASKETBALL_MATCH_TYPE_RULES.predicate("vieBasketball", topOne);
    expect(matches.filter(vie).map((m) => m.matchId)).toEqual([2]);
  });
});

describe("basketball filter tabs", () => {
  it("allBaskball takes every competition, competitiveBaskball those with lottery 201", () => {
    expect(BASKETBALL_FILTER_TABS.map(({ key, label }) => [key, label])).toEqual([
      ["allBaskball", "全部"],
      ["competitiveBaskball", "竞篮"],
    ]);
    const [all, competitive] = BASKETBALL_FILTER_TABS;
    expect(matches.filter((m) => matchHasLottery(m, all.lotteries)).length).toBe(6);
    expect(matches.filter((m) => matchHasLottery(m, competitive.lotteries)).map((m) => m.matchId)).toEqual([2]);
  });
});

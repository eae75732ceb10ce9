// Basketball match types and competition filter tabs (docs/product-rules.md "Match types"): 全部,
// 一级 (top-tier competitions from /v1/basketball/competition/topOne), 竞篮 (lottery 201), 直播
// (as football's).
import type { Match } from "../model/match-types";
import { isLivingMatch, matchHasLottery, type FilterTab, type MatchTypeRules } from "./match-type";

export const BASKETBALL_MATCH_TYPES = ["allBasketball", "firstBasketball", "vieBasketball", "living"] as const;
export type BasketballMatchType = (typeof BASKETBALL_MATCH_TYPES)[number];

export const BASKETBALL_MATCH_TYPE_LABELS: Record<BasketballMatchType, string> = {
  allBasketball: "全部",
  firstBasketball: "一级",
  vieBasketball: "竞篮",
  living: "直播",
};

/** 竞篮: the basketball lottery. */
export const BASKETBALL_LOTTERY_IDS = [201] as const;

export const isBasketballMatchType = (value: unknown): value is BasketballMatchType =>
  typeof value === "string" && (BASKETBALL_MATCH_TYPES as readonly string[]).includes(value);

export function matchesBasketballType(match: Match, type: BasketballMatchType, topOneIds: ReadonlySet<number>): boolean {
  switch (type) {
    case "allBasketball":
      return true;
    case "firstBasketball":
      return topOneIds.has(match.competition.id);
    case "vieBasketball":
      return matchHasLottery(match, BASKETBALL_LOTTERY_IDS);
    case "living":
      return isLivingMatch(match);
  }
}

export const BASKETBALL_MATCH_TYPE_RULES: MatchTypeRules<BasketballMatchType> = {
  all: "allBasketball",
  isMatchType: isBasketballMatchType,
  predicate: (type, topOneIds) => (match) => matchesBasketballType(match, type, topOneIds),
  living: "living",
};

// The spec labels the all tab 一级; like football's it reads 全部 here, because 一级 is also a
// match type on the same board and two different 一级 would confuse.
export const BASKETBALL_FILTER_TABS = [
  { key: "allBaskball", label: "全部", lotteries: [] },
  { key: "competitiveBaskball", label: "竞篮", lotteries: BASKETBALL_LOTTERY_IDS },
] as const satisfies readonly FilterTab[];

/** allBaskball (every competition), competitiveBaskball (竞篮); the keys are the wire's spelling. */
export type BasketballFilterCategory = (typeof BASKETBALL_FILTER_TABS)[number]["key"];

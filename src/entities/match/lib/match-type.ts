// Football match types (docs/product-rules.md "Match types"): 全部, 竞足 (lottery 101), 北单 (301
// or 404), 传足 (401), 直播 (a live anchor, or a preview while not started) and 一级 (top-tier
// competitions from /v1/football/competition/topOne); and the tabs of the football competition
// filter, which the same lotteries divide.
import type { Match } from "../model/match-types";

export const FOOTBALL_MATCH_TYPES = ["all", "athletics", "beiDan", "passLeg", "living", "firstOrder"] as const;
export type FootballMatchType = (typeof FOOTBALL_MATCH_TYPES)[number];

export const FOOTBALL_MATCH_TYPE_LABELS: Record<FootballMatchType, string> = {
  all: "全部",
  athletics: "竞足",
  beiDan: "北单",
  passLeg: "传足",
  living: "直播",
  firstOrder: "一级",
};

/** Lottery ids per lottery filter (docs/product-rules.md: 1 → [101], 2 → [301, 404], 3 → [401]). */
export const LOTTERY_IDS = {
  athletics: [101],
  beiDan: [301, 404],
  passLeg: [401],
} as const;

export const isFootballMatchType = (value: unknown): value is FootballMatchType =>
  typeof value === "string" && (FOOTBALL_MATCH_TYPES as readonly string[]).includes(value);

/** True when the match carries one of the lotteries; an empty list means no lottery condition. */
export const matchHasLottery = (match: Pick<Match, "lotterys">, lotteries: readonly number[]): boolean =>
  lotteries.length === 0 || lotteries.some((id) => match.lotterys[id] !== undefined);

/** Whether a match is a living one: an anchor is live on it, or it has a preview and has not started. */
export const isLivingMatch = (match: Match) =>
  match.living.length > 0 || (match.topupType === "no_start" && match.preview.length > 0);

export function matchesFootballType(match: Match, type: FootballMatchType, topOneIds: ReadonlySet<number>): boolean {
  switch (type) {
    case "all":
      return true;
    case "athletics":
    case "beiDan":
    case "passLeg":
      return matchHasLottery(match, LOTTERY_IDS[type]);
    case "living":
      return isLivingMatch(match);
    case "firstOrder":
      return topOneIds.has(match.competition.id);
  }
}

/** A sport's match types as a list view reads them. */
export interface MatchTypeRules<T extends string> {
  /** 全部: every match. */
  all: T;
  isMatchType: (value: unknown) => value is T;
  /** A predicate per type; built once per change, not per row. */
  predicate: (type: T, topOneIds: ReadonlySet<number>) => (match: Match) => boolean;
  /** The type whose matches change as anchors come and go (直播). */
  living: T;
}

export const FOOTBALL_MATCH_TYPE_RULES: MatchTypeRules<FootballMatchType> = {
  all: "all",
  isMatchType: isFootballMatchType,
  predicate: (type, topOneIds) => (match) => matchesFootballType(match, type, topOneIds),
  living: "living",
};

/** A tab of a competition filter: the competitions with matches of its lotteries (none: all). */
export interface FilterTab<C extends string = string> {
  key: C;
  label: string;
  lotteries: readonly number[];
}

/** Whether a value (a stored or clicked tab) is one of the filter's tab keys. */
export const isFilterTabKey = <C extends string>(tabs: readonly FilterTab<C>[], value: unknown): value is C => tabs.some((tab) => tab.key === value);

/**
 * A confirmed competition filter (docs/product-rules.md "Filter state"): the tab it was chosen on,
 * the competition ids, when. Kept only for a known tab with integer ids.
 */
export interface CompetitionFilter<C extends string = string> {
  category: C;
  /** Selected competition ids. */
  ids: number[];
  timestamp: number;
}

export const FOOTBALL_FILTER_TABS = [
  { key: "allFootball", label: "全部", lotteries: [] },
  { key: "competitiveFootball", label: "竞足", lotteries: LOTTERY_IDS.athletics },
  { key: "beidanFootball", label: "北单", lotteries: LOTTERY_IDS.beiDan },
  { key: "passFootball", label: "传足", lotteries: LOTTERY_IDS.passLeg },
] as const satisfies readonly FilterTab[];

/** allFootball (一级, every competition), competitiveFootball (竞足), beidanFootball (北单), passFootball (传足). */
export type FootballFilterCategory = (typeof FOOTBALL_FILTER_TABS)[number]["key"];

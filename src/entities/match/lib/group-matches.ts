// Sections of a day's list (docs/product-rules.md "Sorting and grouping"): in progress, not
// started, next day, other, finished.
import type { Match } from "../model/match-types";

export interface MatchSections {
  going: number[];
  noStart: number[];
  /** Not started and dated after the end of today. */
  nextDay: number[];
  other: number[];
  finish: number[];
}

export const SECTION_ORDER = ["going", "noStart", "nextDay", "other", "finish"] as const;
export type SectionKey = (typeof SECTION_ORDER)[number];

const byKickOff = (a: Match, b: Match) => a.matchTime - b.matchTime || a.matchId - b.matchId;

export function groupMatches(matches: Iterable<Match>, endOfTodaySeconds: number): MatchSections {
  const buckets: Record<SectionKey, Match[]> = { going: [], noStart: [], nextDay: [], other: [], finish: [] };
  for (const match of matches) {
    switch (match.topupType) {
      case "going":
        buckets.going.push(match);
        break;
      case "no_start":
        (match.matchTime > endOfTodaySeconds ? buckets.nextDay : buckets.noStart).push(match);
        break;
      case "finish":
        buckets.finish.push(match);
        break;
      default:
        buckets.other.push(match);
    }
  }
  const ids = (list: Match[]) => list.sort(byKickOff).map((m) => m.matchId);
  return {
    going: ids(buckets.going),
    noStart: ids(buckets.noStart),
    nextDay: ids(buckets.nextDay),
    other: ids(buckets.other),
    finish: ids(buckets.finish),
  };
}

export const emptySections = (): MatchSections => ({ going: [], noStart: [], nextDay: [], other: [], finish: [] });

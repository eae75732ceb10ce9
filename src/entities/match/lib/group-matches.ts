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

type Buckets = Record<SectionKey, Match[]>;

function place(buckets: Buckets, match: Match, endOfTodaySeconds: number) {
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

/**
 * The sections of `matches`. Given the sections before a change of the same matches (`previous`),
 * it walks their ids in order, so each section gathers a few runs already in kick-off order and
 * the sort (TimSort) only merges them: a re-sort moves a handful of ~11k matches. Without it, or
 * when the matches are not the same ones, it sorts them all.
 */
export function groupMatches(matches: ReadonlyMap<number, Match>, endOfTodaySeconds: number, previous?: MatchSections): MatchSections {
  let buckets: Buckets = { going: [], noStart: [], nextDay: [], other: [], finish: [] };
  let placed = 0;
  if (previous) {
    walk: for (const section of SECTION_ORDER) {
      for (const matchId of previous[section]) {
        const match = matches.get(matchId);
        if (!match) break walk;
        place(buckets, match, endOfTodaySeconds);
        placed += 1;
      }
    }
  }
  if (placed !== matches.size) {
    buckets = { going: [], noStart: [], nextDay: [], other: [], finish: [] };
    for (const match of matches.values()) place(buckets, match, endOfTodaySeconds);
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

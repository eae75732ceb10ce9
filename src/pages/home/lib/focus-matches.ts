// 今日焦点赛事 (docs/product-rules.md "Home"): the top matches of a sport's today list. In-play
// first, then today's upcoming ones, then (when shown) finished ones; inside each, top-tier
// competitions first, then kick-off (in play and upcoming: earliest first; finished: latest
// first). The user's display filters of the sport (the same as the match lists') say which of
// the three are shown. Postponed, cancelled and tomorrow's matches are never focus matches.
import type { Match, MatchSections } from "@/entities/match";
import type { DisplayFilters } from "@/entities/user-setting";

/** At most this many cards. */
export const FOCUS_LIMIT = 8;

export interface FocusInput {
  sections: MatchSections;
  matches: ReadonlyMap<number, Match>;
  topTier: ReadonlySet<number>;
  display: DisplayFilters;
  limit?: number;
}

export function selectFocusMatches({ sections, matches, topTier, display, limit = FOCUS_LIMIT }: FocusInput): number[] {
  const rank = (ids: readonly number[], latestFirst = false) =>
    ids
      .map((id) => matches.get(id))
      .filter((match): match is Match => match !== undefined)
      .sort(
        (a, b) =>
          Number(topTier.has(b.competition.id)) - Number(topTier.has(a.competition.id)) ||
          (latestFirst ? b.matchTime - a.matchTime : a.matchTime - b.matchTime) ||
          a.matchId - b.matchId,
      )
      .map((match) => match.matchId);
  return [
    ...(display.going ? rank(sections.going) : []),
    ...(display.notStarted ? rank(sections.noStart) : []),
    ...(display.finished ? rank(sections.finish, true) : []),
  ].slice(0, limit);
}

export type { Match, MatchCompetition, MatchTeam, AnchorRef, Sport, StatusGroup, ScoreUpdate } from "./model/match-types";
export {
  $footballMatches,
  $footballSections,
  footballListLoaded,
  footballScoreUpdated,
  RESORT_DEBOUNCE_MS,
} from "./model/football-list";
export { matchFollowChanged, type MatchFollowChange } from "./model/match-follow";
export { SPORT_TYPE, sportTypeOf, type SportType } from "./config/sport-type";
export { useFootballMatch } from "./model/use-football-match";
export { useFootballTodayList } from "./model/use-football-today-list";
export { footballRealtimeQuery, fetchFootballRealtime, FOOTBALL_LIST_REFRESH_MS } from "./api/football-realtime-request";
export { mapMatchList, statusGroupOf } from "./lib/map-match-list";
export { groupMatches, SECTION_ORDER, type MatchSections, type SectionKey } from "./lib/group-matches";
export { footballStatusGroup, footballStatusText, showsHalfTimeScore, showsScore } from "./lib/football-status";
export { basketballStatusGroup } from "./lib/basketball-status";
export { footballClockText } from "./lib/football-clock";
export { lotteryIssueLabel } from "./lib/lottery-label";
export {
  $footballCompetitionFilter,
  footballCompetitionFilterConfirmed,
  footballCompetitionFilterReset,
  type CompetitionFilter,
  type FootballFilterCategory,
} from "./model/competition-filter";
export { useMatchHighlight, NO_HIGHLIGHT, type MatchHighlight } from "./model/match-highlight";

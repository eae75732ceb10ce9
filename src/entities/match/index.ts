// The match: its model and rules, its lists (made per sport by factories) and its detail data.
export type { Match, MatchTeam, Sport, StatusGroup } from "./model/match-types";
export type { SportLists } from "./model/create-sport-lists";
export type { GoalScored, TeamSide } from "./model/create-push-effects";
export { goalSummaryOf, type GoalSummary } from "./lib/goal-summary";
export { RESORT_DEBOUNCE_MS } from "./model/create-match-list";
export { SCORE_FLUSH_MS } from "./model/push-batches";
export { footballLists, footballPushEffects, footballRefresh } from "./model/football";
export { basketballLists, basketballPushEffects, basketballRefresh } from "./model/basketball";
export { useMatchHighlight, type MatchHighlight } from "./model/match-highlight";
export { useMatchIncidents } from "./model/use-match-incidents";
export { useLiveSnapshot } from "./model/use-live-snapshot";
export { useMatchDetailPushes } from "./model/match-detail-pushes";
export { dayListKey, FOLLOW_LIST_KEY, TODAY_LIST_KEY, useDayList, useFollowList, useTodayList } from "./model/use-match-lists";
export { dayListQuery, todayListQuery, type DayKind } from "./api/match-list-requests";
export { followListQuery } from "./api/match-list-requests";
export type { MatchIncident } from "./api/match-incidents-request";
export {
  allOddsQuery,
  currentOddsQuery,
  leadOddsQuery,
  ODDS_KINDS,
  oddsChangesQuery,
  type CurrentOdds,
  type OddsChange,
  type OddsCompany,
  type OddsKind,
  type OddsMarket,
} from "./api/match-odds-requests";
export {
  analyseQuery,
  lineupQuery,
  tableQuery,
  type LineupPlayer,
  type MatchAnalyse,
  type MatchLineup,
  type PastMatch,
  type Standings,
  type TableRow,
  type TeamLineup,
} from "./api/match-data-requests";
export { statAndTliveQuery, teamStatisticQuery, type StatAndTlive, type TeamStat } from "./api/basketball-live-requests";
export { groupMatchesByDay } from "./lib/group-by-day";
export { emptySections, SECTION_ORDER, type MatchSections, type SectionKey } from "./lib/group-matches";
export { footballStatusText, showsHalfTimeScore, showsScore } from "./lib/football-status";
export { footballClockCapped, footballClockText } from "./lib/football-clock";
export { basketballClockText, basketballPeriodRunning, basketballStatusText } from "./lib/basketball-status";
export {
  basketballHalfTotals,
  basketballOvertimeScore,
  basketballPeriodLabels,
  basketballPeriodScores,
  basketballScoreDifference,
  basketballScoreSum,
  basketballShowsScore,
  basketballTotal,
  type BasketballScoreFields,
  type BySide,
} from "./lib/basketball-scores";
export { kickoffText, kickoffTextTicks } from "./lib/kickoff-text";
export { viewerCountText } from "./lib/viewer-count";
export { snapshotGroup, snapshotHalfTime, snapshotScore, snapshotStatusText, type MatchSnapshot } from "./lib/match-snapshot";
export {
  FOOTBALL_FILTER_TABS,
  FOOTBALL_MATCH_TYPE_LABELS,
  FOOTBALL_MATCH_TYPE_RULES,
  FOOTBALL_MATCH_TYPES,
  isFilterTabKey,
  isFootballMatchType,
  matchesFootballType,
  matchHasLottery,
  type CompetitionFilter,
  type FilterTab,
  type FootballFilterCategory,
  type FootballMatchType,
  type MatchTypeRules,
} from "./lib/match-type";
export {
  BASKETBALL_FILTER_TABS,
  BASKETBALL_MATCH_TYPE_LABELS,
  BASKETBALL_MATCH_TYPE_RULES,
  BASKETBALL_MATCH_TYPES,
  isBasketballMatchType,
  matchesBasketballType,
  type BasketballFilterCategory,
  type BasketballMatchType,
} from "./lib/basketball-match-type";
export { basketballSectionTitle, dayTitle, footballSectionTitle } from "./lib/section-title";
export { buildTimeline, EVENT_LABEL, isGoalEvent, minuteText, type TimelineEntry } from "./lib/incident-timeline";
export { buildStatBars, type StatBar } from "./lib/stat-bars";
export { KickoffTime } from "./ui/kickoff-time";

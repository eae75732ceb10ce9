export type { Match, MatchCompetition, MatchTeam, AnchorRef, Sport, StatusGroup, ScoreUpdate } from "./model/match-types";
export {
  $footballMatches,
  $footballSections,
  footballListLoaded,
  footballScoreUpdated,
  RESORT_DEBOUNCE_MS,
  SCORE_FLUSH_MS,
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
export {
  footballFilterStorage,
  persistFootballFilterFx,
} from "./model/competition-filter";
export {
  FOOTBALL_FILTER_CATEGORIES,
  FOOTBALL_FILTER_LOTTERIES,
  competitionFilterPredicate,
  isFootballFilterCategory,
  matchInFilterTab,
} from "./lib/competition-filter-rules";
export {
  createCompetitionFilterStorage,
  type CompetitionFilterStorage,
  type StoredCompetitionFilter,
} from "./lib/competition-filter-storage";
export {
  goalScored,
  redCardShown,
  varReviewStarted,
  matchRefreshRequested,
  type GoalScored,
  type RedCardShown,
} from "./model/push-effects";
export type { TeamSide } from "./model/match-push-diff";
export {
  $goalHighlightMs,
  $redCardHighlightMs,
  $varReviewMs,
  $goalPopupMs,
  GOAL_HIGHLIGHT_MS,
  RED_CARD_HIGHLIGHT_MS,
  VAR_REVIEW_MS,
  GOAL_POPUP_MS,
} from "./model/push-durations";
export {
  $goalAlerts,
  goalAlertsMounted,
  goalAlertsUnmounted,
  goalAlertDismissed,
  MAX_GOAL_ALERTS,
  type GoalAlert,
} from "./model/goal-alerts";
export { $goalTips, $audioTip, $goalTipsForAll, goalTipsChanged, audioTipChanged } from "./model/push-settings";
export { playGoalSoundFx } from "./model/goal-sound";
// 200–226 live anchor pushes applied to $footballMatches (no exports: wiring only).
import "./model/living-anchors";
// Match lists (issue 4): browsed days and follows, top-tier ids, list settings, pins, match types.
export {
  $footballBrowseKey,
  $footballBrowseMatches,
  $footballBrowseSections,
  footballBrowseListLoaded,
  type BrowseList,
} from "./model/football-browse-list";
export {
  $footballListInView,
  $footballMatchesInView,
  footballListShown,
  type FootballListInView,
} from "./model/football-list-in-view";
export {
  useFootballDayList,
  useFootballFollowList,
  browseKeyOfDay,
  FOLLOW_BROWSE_KEY,
} from "./model/use-football-browse-lists";
export { footballDayQuery, fetchFootballDay, type FootballDayKind } from "./api/football-day-request";
export {
  footballFollowListQuery,
  fetchFootballFollowPage,
  nextFollowPage,
  FOLLOW_PAGE_SIZE,
  type FollowPage,
} from "./api/football-follow-request";
export { footballTopOneQuery, fetchFootballTopOne, TOP_ONE_REFRESH_MS } from "./api/football-top-one-request";
export { $footballTopOneIds, footballTopOneLoaded } from "./model/top-one-competitions";
export { useFootballTopOne } from "./model/use-football-top-one";
export { $userSetting, userSettingChanged, userSettingReset, displayFilterToggled } from "./model/list-settings";
export {
  DEFAULT_USER_SETTING,
  readUserSetting,
  toggleDisplayFilter,
  type DisplayFilterKey,
  type DisplayFilters,
  type UserSetting,
  type UserSettingFlag,
} from "./lib/user-setting";
export { $pinnedMatchIds, $pinnedMatchSet, matchPinToggled } from "./model/pinned-matches";
export { PINNED_MATCHES_KEY, MAX_PINNED, parsePinnedIds, togglePinnedId } from "./lib/pinned-ids";
export { competitionFilterOpenRequested } from "./model/competition-filter-open";
export {
  FOOTBALL_MATCH_TYPES,
  FOOTBALL_MATCH_TYPE_LABELS,
  LOTTERY_IDS,
  isFootballMatchType,
  isLivingMatch,
  matchesFootballType,
  type FootballMatchType,
} from "./lib/match-type";
export { kickoffText, kickoffTextTicks, COUNTDOWN_WINDOW_S } from "./lib/kickoff-text";
export { viewerCountText, VIEWER_COUNT_CAP } from "./lib/viewer-count";
export { footballClockCapped } from "./lib/football-clock";
export { applyUpdateToMatches, type MatchesUpdate } from "./lib/apply-score-update";
export { groupMatchesByDay, type DayGroup } from "./lib/group-by-day";
export { $matchRefreshVersions, useMatchRefreshVersion } from "./model/match-refresh";
// A match asking for a refresh is fetched again (matchInfo) and its rows take the server's record.
import "./model/match-info-refresh";
export { footballMatchRefreshed } from "./model/football-list";
export {
  $matchRefreshWindowMs,
  fetchMatchInfoFx,
  MATCH_REFRESH_WINDOW_MS,
  MAX_MATCH_REFRESH_CALLS,
} from "./model/match-info-calls";
export { fetchFootballMatchInfo, matchInfoSchema } from "./api/football-match-info-request";

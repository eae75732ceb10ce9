// Match notifications on home (docs/product-rules.md "Home"): a goal in a followed football match
// (hasFollow 1 in today's list, as the lists show it after this session's follows) while home is
// on screen and the user's goal tips (goalTip) are on. Each stays 7 s, at most 3 at once, newest
// first; clicking one opens the match's live centre. Silent: the goal sound belongs to the score
// pages (features/goal-alerts).
import { createEvent, createStore, sample } from "effector";
import { footballLists, footballPushEffects, goalSummaryOf, type GoalSummary } from "@/entities/match";
import { $goalTips } from "@/entities/user-setting";
import { createKeyedTimers } from "@/shared/lib/timers";

export const MATCH_NOTICE_MS = 7_000;
export const MAX_MATCH_NOTICES = 3;

/** A notice on home: the goal as entities/match summarises it. */
export type MatchNotice = GoalSummary;

export const matchNoticesMounted = createEvent();
export const matchNoticesUnmounted = createEvent();
export const matchNoticeDismissed = createEvent<string>();

const $onScreen = createStore(0)
  .on(matchNoticesMounted, (n) => n + 1)
  .on(matchNoticesUnmounted, (n) => Math.max(0, n - 1));

const noticeAdded = sample({
  clock: footballPushEffects.goalScored,
  source: { onScreen: $onScreen, tips: $goalTips, matches: footballLists.today.$matches },
  filter: ({ onScreen, tips, matches }, { matchId }) => onScreen > 0 && tips && matches.get(matchId)?.hasFollow === 1,
  fn: (_, goal) => goalSummaryOf(goal),
});

const timers = createKeyedTimers<string>();
const without = (notices: readonly MatchNotice[], id: string) => notices.filter((notice) => notice.id !== id);

/** The notices on screen, newest first. */
export const $matchNotices = createStore<readonly MatchNotice[]>([])
  .on(noticeAdded, (notices, notice) => [notice, ...without(notices, notice.id)].slice(0, MAX_MATCH_NOTICES))
  .on([timers.expired, matchNoticeDismissed], without);

sample({ clock: noticeAdded, fn: (notice) => ({ key: notice.id, ms: MATCH_NOTICE_MS, payload: notice.id }), target: timers.scheduled });

// Leaving home or switching goal tips off: nothing lingers.
sample({ clock: [$onScreen.updates, $goalTips.updates], filter: (value) => !value, fn: () => [], target: $matchNotices });

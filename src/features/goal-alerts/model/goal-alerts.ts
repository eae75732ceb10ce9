// Goal pop-ups (docs/product-rules.md "Goal pop-ups"): one per goal while the pop-up stack is on screen (/matchEvents,
// football tab) and goal tips are on; each lasts 9.5 s, at most MAX_GOAL_ALERTS at once, newest
// first. The goal sound plays on the same screen when the audio tip is on. With the prompt range
// set to followed matches, only followed matches' goals pop up or sound.
import { createEvent, createStore, sample } from "effector";
import { footballLists, footballPushEffects, goalSummaryOf, type GoalSummary } from "@/entities/match";
import { $audioTip, $goalTips, $goalTipsForAll } from "@/entities/user-setting";
import { createKeyedTimers } from "@/shared/lib/timers";
import { playGoalSoundFx } from "./goal-sound";

/** Goal pop-up: 9.5 s (the other reading, 7000 ms, is the old notification). A store, so tests fork it down. */
export const GOAL_POPUP_MS = 9_500;
export const $goalPopupMs = createStore(GOAL_POPUP_MS);

export const MAX_GOAL_ALERTS = 5;

/** A goal pop-up: the goal as entities/match summarises it. */
export type GoalAlert = GoalSummary;

export const goalAlertsMounted = createEvent();
export const goalAlertsUnmounted = createEvent();
export const goalAlertDismissed = createEvent<string>();

const $viewers = createStore(0)
  .on(goalAlertsMounted, (n) => n + 1)
  .on(goalAlertsUnmounted, (n) => Math.max(0, n - 1));

// A goal the user wants to hear about on this screen. Whether the match is followed is read from
// today's list, not from the goal's `match`: that is the push model's own copy of the match,
// which a follow or unfollow this session does not reach.
const goalToAlert = sample({
  clock: footballPushEffects.goalScored,
  source: { viewers: $viewers, forAll: $goalTipsForAll, matches: footballLists.today.$matches },
  filter: ({ viewers, forAll, matches }, { matchId }) => viewers > 0 && (forAll || matches.get(matchId)?.hasFollow === 1),
  fn: (_, goal) => goal,
});

const alertAdded = sample({ clock: goalToAlert, filter: $goalTips, fn: goalSummaryOf });

const timers = createKeyedTimers<string>();
const without = (alerts: readonly GoalAlert[], id: string) =>
  alerts.some((alert) => alert.id === id) ? alerts.filter((alert) => alert.id !== id) : alerts;

/** On-screen goal pop-ups, newest first. */
export const $goalAlerts = createStore<readonly GoalAlert[]>([])
  .on(alertAdded, (alerts, alert) => [alert, ...without(alerts, alert.id)].slice(0, MAX_GOAL_ALERTS))
  .on([timers.expired, goalAlertDismissed], without);

sample({
  clock: alertAdded,
  source: $goalPopupMs,
  fn: (ms, alert) => ({ key: alert.id, ms, payload: alert.id }),
  target: timers.scheduled,
});

// Off screen or switched off: nothing lingers to pop up later.
sample({ clock: [$viewers.updates, $goalTips.updates], filter: (value) => !value, fn: () => [], target: $goalAlerts });

sample({ clock: goalToAlert, filter: $audioTip, fn: () => undefined, target: playGoalSoundFx });

// One follow flow for matches, anchors, competitions and teams (docs/product-rules.md
// "Validation"): a guest gets the login dialog and nothing is sent, oneself is refused, one
// request per target at a time, and the state flips only after code 0. Failures change nothing
// and show nothing.
import { createEvent, sample } from "effector";
import { not } from "patronum";
import { $isLoggedIn, loginRequested } from "@/entities/session";
import { sportOfType } from "@/shared/config";
import { showToastFx, successToast, warningToast } from "@/shared/lib/notify";
import { matchFollowChanged } from "@/shared/model";
import type { FollowRequest } from "../api/follow-requests";
import { FOLLOW_MESSAGES } from "../config/follow-config";
import { followKey, followStatusOf, shownFollowed, type FollowTarget } from "../lib/follow-target";
import { $followPending, $followStates, $userId, followChanged, toggleFollowFx } from "./follow-state";

export interface FollowToggle {
  target: FollowTarget;
  /** The state the user sees when clicking. */
  followed: boolean;
}

/** The user clicked a follow control. */
export const followToggled = createEvent<FollowToggle>();

/**
 * A follow asked for without the control at hand (F on a grid's focused row): the state the user
 * sees is the one learnt this session, else the list's.
 */
export const matchFollowKeyPressed = createEvent<{ target: FollowTarget; listFollowed: boolean }>();

sample({
  clock: matchFollowKeyPressed,
  source: $followStates,
  fn: (states, { target, listFollowed }): FollowToggle => ({ target, followed: shownFollowed(states[followKey(target)], listFollowed) }),
  target: followToggled,
});

const isSelf = (userId: number | null, target: FollowTarget) => target.kind === "anchor" && target.customerId === userId;

sample({ clock: followToggled, filter: not($isLoggedIn), target: loginRequested });

sample({
  clock: followToggled,
  source: $userId,
  filter: (userId, { target }) => userId !== null && isSelf(userId, target),
  fn: () => warningToast(FOLLOW_MESSAGES.self),
  target: showToastFx,
});

sample({
  clock: followToggled,
  source: { userId: $userId, pending: $followPending, states: $followStates },
  filter: ({ userId, pending }, { target }) => userId !== null && !isSelf(userId, target) && !pending.includes(followKey(target)),
  fn: ({ states }, { target, followed }): FollowRequest => ({
    target,
    follow: !followed,
    followId: states[followKey(target)]?.followId ?? null,
  }),
  target: toggleFollowFx,
});

sample({ clock: toggleFollowFx.doneData, target: followChanged });

sample({
  clock: followChanged,
  fn: ({ followed }) => successToast(followed ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed),
  target: showToastFx,
});

// The match lists (entities/match) show a match's flag; keep them in step.
const matchFollowSucceeded = followChanged.filterMap(({ target, followed }) => {
  const sport = target.kind === "match" ? sportOfType(target.sportType) : null;
  return target.kind === "match" && sport ? { sport, matchId: target.matchId, hasFollow: followStatusOf(followed) } : undefined;
});
sample({ clock: matchFollowSucceeded, target: matchFollowChanged });

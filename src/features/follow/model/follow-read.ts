// Competitions and teams learn their state from /follow/act/isFollow: once per target, for a
// signed-in user only.
import { createEvent, sample } from "effector";
import { $isLoggedIn } from "@/entities/session";
import { followKey, type FollowableEntity } from "../lib/follow-target";
import { $followReads, $followStates, readFollowStateFx } from "./follow-state";

/** A competition or team control wants to know its state. */
export const followStateRequested = createEvent<FollowableEntity>();

sample({
  clock: followStateRequested,
  source: { loggedIn: $isLoggedIn, states: $followStates, reads: $followReads },
  filter: ({ loggedIn, states, reads }, target) => loggedIn && !(followKey(target) in states) && !reads.includes(followKey(target)),
  fn: (_, target) => target,
  target: readFollowStateFx,
});

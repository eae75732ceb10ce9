// What the follow controls read: the state of each target this session learnt from the server,
// and the targets with a request in flight (the lock). Keyed by followKey.
import { createEffect, createEvent, createStore } from "effector";
import { $userInfo } from "@/entities/session";
import type { ApiFailure } from "@/shared/api";
import { fetchFollowState, sendFollowRequest, type FollowRequest } from "../api/follow-requests";
import { followKey, type FollowableEntity, type FollowOutcome, type FollowState } from "../lib/follow-target";

/** The server accepted a follow or unfollow. */
export const followChanged = createEvent<FollowOutcome>();

export const toggleFollowFx = createEffect<FollowRequest, FollowOutcome, ApiFailure>(async (request) => {
  const result = await sendFollowRequest(request);
  if (!result.ok) throw result;
  return result.data;
});

export const readFollowStateFx = createEffect<FollowableEntity, FollowOutcome, ApiFailure>(async (target) => {
  const result = await fetchFollowState(target);
  if (!result.ok) throw result;
  return result.data;
});

export const $userId = $userInfo.map((user) => user?.id ?? null);

/** Targets with a follow request in flight. */
export const $followPending = createStore<readonly string[]>([])
  .on(toggleFollowFx, (keys, { target }) => [...keys, followKey(target)])
  .on(toggleFollowFx.finally, (keys, { params }) => keys.filter((key) => key !== followKey(params.target)));

/** Competitions and teams whose state is being read, so many controls ask once. */
export const $followReads = createStore<readonly string[]>([])
  .on(readFollowStateFx, (keys, target) => [...keys, followKey(target)])
  .on(readFollowStateFx.finally, (keys, { params }) => keys.filter((key) => key !== followKey(params)));

/** Known states; they win over list data. Another user starts from nothing. */
export const $followStates = createStore<Readonly<Record<string, FollowState>>>({})
  .on([followChanged, readFollowStateFx.doneData], (states, { target, followed, followId }) => ({
    ...states,
    [followKey(target)]: { followed, followId },
  }))
  .reset($userId.updates);

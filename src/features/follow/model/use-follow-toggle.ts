// A follow control's view of one target: the state to show, whether a request is in flight,
// and the click handler. Subscribes by key, so other targets' changes do not re-render it.
import { useCallback } from "react";
import { useStoreMap, useUnit } from "effector-react";
import { followKey, shownFollowed, type FollowTarget } from "../lib/follow-target";
import { followToggled } from "./follow";
import { $followPending, $followStates } from "./follow-state";

export function useFollowToggle(target: FollowTarget, listFollowed: boolean) {
  const key = followKey(target);
  const known = useStoreMap({ store: $followStates, keys: [key], fn: (states, [k]) => states[k] ?? null });
  const pending = useStoreMap({ store: $followPending, keys: [key], fn: (keys, [k]) => keys.includes(k) });
  const toggled = useUnit(followToggled);
  const followed = shownFollowed(known, listFollowed);
  const toggle = useCallback(() => toggled({ target, followed }), [toggled, target, followed]);
  return { followed, pending, toggle };
}

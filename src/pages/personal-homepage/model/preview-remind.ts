// Preview reminders (docs/product-rules.md "Anchor's homepage"): a guest gets the login dialog and
// nothing is sent; one request per preview at a time; the toggle changes only after code 0 (a
// failure changes nothing). What this session learnt wins over the list's `remind`.
import { createEffect, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { $isLoggedIn, $userInfo, loginRequested } from "@/entities/session";
import type { ApiFailure } from "@/shared/api";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { sendRemind, type RemindRequest } from "../api/remind-request";

export const REMIND_MESSAGES = { on: "已设置开播提醒", off: "已取消开播提醒" } as const;

/** The user clicked a preview's reminder; `reminded` is what the button showed. */
export const remindToggled = createEvent<{ prepareId: number; reminded: boolean }>();

export const remindFx = createEffect<RemindRequest, RemindRequest, ApiFailure>(async (request) => {
  const result = await sendRemind(request);
  if (!result.ok) throw result;
  return request;
});

export const $remindPending = createStore<readonly number[]>([])
  .on(remindFx, (ids, { prepareId }) => [...ids, prepareId])
  .on(remindFx.finally, (ids, { params }) => ids.filter((id) => id !== params.prepareId));

/** Reminders set or cancelled this session, by prepareId; another user starts from nothing. */
export const $remindStates = createStore<Readonly<Record<number, boolean>>>({})
  .on(remindFx.doneData, (states, { prepareId, remind }) => ({ ...states, [prepareId]: remind }))
  .reset($userInfo.updates);

sample({ clock: remindToggled, filter: not($isLoggedIn), target: loginRequested });

sample({
  clock: remindToggled,
  source: { loggedIn: $isLoggedIn, pending: $remindPending },
  filter: ({ loggedIn, pending }, { prepareId }) => loggedIn && !pending.includes(prepareId),
  fn: (_, { prepareId, reminded }): RemindRequest => ({ prepareId, remind: !reminded }),
  target: remindFx,
});

sample({ clock: remindFx.doneData, fn: ({ remind }) => successToast(remind ? REMIND_MESSAGES.on : REMIND_MESSAGES.off), target: showToastFx });

// 退出登录 (docs/product-rules.md "Roles and the user menu"): a living anchor first confirms that
// logging out ends the stream, which is then closed; then the session ends (tokens and user info
// cleared), 账号已退出, and home.
import { attach, createEffect, createEvent, createStore, sample } from "effector";
import { createGate } from "effector-react";
import { not } from "patronum";
import { $isAnchor, loggedOut } from "@/entities/session";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { checkLiving, closeLive } from "../api/anchor-live-requests";
import { SESSION_MENU_MESSAGES } from "../config/menu";

/** The mounted menu hands over how to go home, so the model needs no router. */
export const SessionMenuGate = createGate<{ goHome: () => void }>({ defaultState: { goHome: () => {} } });

export const logoutClicked = createEvent();
export const logoutConfirmed = createEvent();
export const logoutCancelled = createEvent();
export const checkLivingFx = createEffect(checkLiving);
export const closeLiveFx = createEffect(closeLive);
const goHomeFx = attach({ source: SessionMenuGate.state, effect: ({ goHome }) => goHome() });

const logoutReady = createEvent();

sample({ clock: logoutClicked, filter: not($isAnchor), target: logoutReady });
sample({ clock: logoutClicked, filter: $isAnchor, target: checkLivingFx });

const living = sample({ clock: checkLivingFx.doneData, filter: ({ status }) => status === 1 });
sample({ clock: checkLivingFx.doneData, filter: ({ status }) => status !== 1, target: logoutReady });
// A failed check keeps the user signed in (the error toast is shown): a stream is never left
// running unconfirmed.

export const $logoutConfirmOpen = createStore(false)
  .on(living, () => true)
  .reset([logoutConfirmed, logoutCancelled, loggedOut]);

sample({ clock: logoutConfirmed, target: closeLiveFx });
sample({ clock: closeLiveFx.done, fn: () => successToast(SESSION_MENU_MESSAGES.liveClosed), target: showToastFx });
sample({ clock: closeLiveFx.done, target: logoutReady });

sample({ clock: logoutReady, target: loggedOut });
sample({ clock: logoutReady, fn: () => successToast(SESSION_MENU_MESSAGES.loggedOut), target: showToastFx });
sample({ clock: logoutReady, target: goHomeFx });

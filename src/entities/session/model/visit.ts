// The session when the app starts (docs/product-rules.md "Session"): a stored token restores the
// session; a guest gets a tourist code (kept under touristCode); the last leave time is kept on
// unload.
import { createEffect, createStore, sample } from "effector";
import { getAccessToken } from "@/shared/api";
import { appStarted } from "@/shared/model";
import { generateTouristCode } from "../api/session-requests";
import { LAST_LEAVE_TIME_KEY, TOURIST_CODE_KEY } from "../config/session-constants";
import { loggedOut, sessionRestored } from "./session";

const readTouristCodeFx = createEffect((): string | null => {
  try {
    return localStorage.getItem(TOURIST_CODE_KEY) || null;
  } catch {
    return null;
  }
});

function rememberLeaveTime() {
  try {
    localStorage.setItem(LAST_LEAVE_TIME_KEY, String(Date.now()));
  } catch {
    // storage blocked: nothing to remember with
  }
}

export const $touristCode = createStore<string | null>(null).on(readTouristCodeFx.doneData, (_, code) => code);
export const generateTouristCodeFx = createEffect(generateTouristCode);
const persistTouristCodeFx = createEffect((code: string) => {
  try {
    localStorage.setItem(TOURIST_CODE_KEY, code);
  } catch {
    // kept in memory only
  }
});
const hasStoredTokenFx = createEffect(() => getAccessToken() !== null);
// The same listener added twice is added once, so a second start is harmless.
const trackLeaveTimeFx = createEffect(() => {
  window.addEventListener("pagehide", rememberLeaveTime);
  window.addEventListener("beforeunload", rememberLeaveTime);
});

// The stored code is read first: a guest who has one keeps it.
sample({ clock: appStarted, target: [readTouristCodeFx, hasStoredTokenFx, trackLeaveTimeFx] });
sample({ clock: hasStoredTokenFx.doneData, filter: Boolean, target: sessionRestored });

const guestArrived = sample({ clock: [hasStoredTokenFx.doneData, loggedOut], filter: (hasToken) => hasToken !== true });
sample({ clock: guestArrived, source: $touristCode, filter: (code) => code === null, target: generateTouristCodeFx });

$touristCode.on(generateTouristCodeFx.doneData, (_, code) => code);
sample({ clock: generateTouristCodeFx.doneData, target: persistTouristCodeFx });

// Who is signed in, and the one way any feature asks for a login: `loginRequested` opens the
// login dialog (docs/product-rules.md "Login"). Features that need a user (follow, broadcast,
// feedback, complaint, followed tabs) read $isLoggedIn and raise loginRequested instead of
// sending anything.
import { createEffect, createEvent, createStore, sample } from "effector";
import { clearStoredSession, setSessionTokens, USER_INFO_KEY } from "@/shared/api";
import { readStoredUserInfo } from "@/shared/lib/storage";
import { appStarted } from "@/shared/model";
import { fetchUserInfo } from "../api/session-requests";
import { userInfoSchema, type UserInfo } from "./user-info";

/** The user kept from the last visit, read when the app starts (the session then reloads it). */
const readStoredUserFx = createEffect((): UserInfo | null => {
  const parsed = userInfoSchema.safeParse(readStoredUserInfo());
  return parsed.success ? parsed.data : null;
});

/** What a successful /login or /loginByPassWord returns. */
export interface SessionStart {
  accessToken: string;
  refreshToken: string;
  /** True on the account's first login (the dialog then offers to set a password). */
  first: boolean;
}

export const loginRequested = createEvent();
export const loginDialogClosed = createEvent();
/** A login succeeded: keep the tokens and load the user. */
export const sessionStarted = createEvent<SessionStart>();
/** The app started with a stored token: load the user again. */
export const sessionRestored = createEvent();
/** The user logged out: tokens and user info are cleared, every session store resets. */
export const loggedOut = createEvent();

const storeTokensFx = createEffect(({ accessToken, refreshToken }: SessionStart) =>
  setSessionTokens({ accessToken, refreshToken }),
);
export const fetchUserInfoFx = createEffect(fetchUserInfo);
// The route guard reads the stored copy (shared/lib/storage), so it is written on every load.
const persistUserInfoFx = createEffect((user: UserInfo) => {
  try {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
  } catch {
    // storage blocked: the session still works for this page
  }
});
const clearStoredSessionFx = createEffect(clearStoredSession);

/** Between a login (or restore) and a logout; a reply landing after logout is dropped. */
const $sessionActive = createStore(false)
  .on([sessionStarted, sessionRestored], () => true)
  .reset(loggedOut);

sample({ clock: sessionStarted, target: storeTokensFx });
sample({ clock: [storeTokensFx.done, sessionRestored], target: fetchUserInfoFx });
/** The user's profile changed (individual center's 编辑资料, 更换手机号): load it again. */
export const userInfoRefreshRequested = createEvent();
sample({ clock: userInfoRefreshRequested, filter: $sessionActive, target: fetchUserInfoFx });

/** /v1/customer/info answered for the current session. */
export const userInfoLoaded = sample({ clock: fetchUserInfoFx.doneData, filter: $sessionActive });

export const $userInfo = createStore<UserInfo | null>(null)
  .on(readStoredUserFx.doneData, (_, user) => user)
  .on(userInfoLoaded, (_, user) => user)
  .on(loggedOut, () => null);
sample({ clock: appStarted, target: readStoredUserFx });
export const $isLoggedIn = $userInfo.map((user) => user !== null);
export const $isAnchor = $userInfo.map((user) => user?.isAnchor === 1);

sample({ clock: userInfoLoaded, target: persistUserInfoFx });
sample({ clock: loggedOut, target: clearStoredSessionFx });

export const $loginDialogOpen = createStore(false)
  .on(loginRequested, () => true)
  .on(loginDialogClosed, () => false);

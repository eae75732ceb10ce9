// Who is signed in, and the one way any feature asks for a login: `loginRequested` opens the
// login dialog (the user store's login-dialog flag of spec 1 §3). Features that need a user
// (follow, broadcast, feedback, complaint, followed tabs) read $isLoggedIn and raise
// loginRequested instead of sending anything.
import { createEvent, createStore } from "effector";
import { readStoredUserInfo } from "@/shared/lib/storage";
import { userInfoSchema, type UserInfo } from "./user-info";

const storedUser = (): UserInfo | null => {
  const parsed = userInfoSchema.safeParse(readStoredUserInfo());
  return parsed.success ? parsed.data : null;
};

export const loginRequested = createEvent();
export const loginDialogClosed = createEvent();

export const $userInfo = createStore<UserInfo | null>(storedUser());
export const $isLoggedIn = $userInfo.map((user) => user !== null);
export const $isAnchor = $userInfo.map((user) => user?.isAnchor === 1);

export const $loginDialogOpen = createStore(false)
  .on(loginRequested, () => true)
  .on(loginDialogClosed, () => false);

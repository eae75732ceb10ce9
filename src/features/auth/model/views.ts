// Which view the dialog shows, and its flow (docs/product-rules.md "Login"): login → first login
// ? set password → interests → close : close. 忘记密码 opens the reset view; a reset returns to
// the password tab.
import { createEvent, createStore, sample } from "effector";
import { loginDialogClosed } from "@/entities/session";
import { $loginTab } from "./form";
import { interestsShown, saveInterestsFx } from "./interests";
import { loggedIn } from "./login";
import { resetPasswordFx, setPasswordFx, setPasswordSkipped } from "./passwords";

/** 1 login, 2 reset password, 3 set password after a first login, 4 choose interests. */
export type AuthView = "login" | "resetPassword" | "setPassword" | "interests";

export const forgotPasswordClicked = createEvent();
export const backToLoginClicked = createEvent();

export const $view = createStore<AuthView>("login")
  .on(forgotPasswordClicked, () => "resetPassword")
  .on([backToLoginClicked, resetPasswordFx.done], () => "login")
  .on(loggedIn, (view, reply) => (reply.first ? "setPassword" : view))
  .on(interestsShown, () => "interests")
  .reset(loginDialogClosed);

$loginTab.on(resetPasswordFx.done, () => "password");

sample({ clock: loggedIn, filter: (reply) => !reply.first, target: loginDialogClosed });
sample({ clock: [setPasswordFx.done, setPasswordSkipped], target: interestsShown });
sample({ clock: saveInterestsFx.done, target: loginDialogClosed });

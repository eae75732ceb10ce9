// 登录 (docs/product-rules.md "Login", "Validation"): debounced 500 ms, checked per tab, then the
// code or password login. A success starts the session; views.ts decides what the dialog shows
// next.
import { createEffect, createEvent, merge, sample } from "effector";
import { debounce, not, or } from "patronum";
import { sessionStarted } from "@/entities/session";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { loginByCode, loginByPassword } from "../api/auth-requests";
import { LOGIN_DEBOUNCE_MS } from "../config/auth-constants";
import { AUTH_MESSAGES } from "../config/messages";
import { codeLoginProblem, encodePassword, passwordLoginProblem } from "../lib/login-form";
import { passedCheck } from "./checked";
import { $form, $loginTab } from "./form";

export const loginClicked = createEvent();
export const loginByCodeFx = createEffect(loginByCode);
export const loginByPasswordFx = createEffect(loginByPassword);
export const $loggingIn = or(loginByCodeFx.pending, loginByPasswordFx.pending);

// A double click within 500 ms sends one request.
const loginSubmitted = debounce(loginClicked, LOGIN_DEBOUNCE_MS);
const codeLoginSubmitted = sample({ clock: loginSubmitted, source: $loginTab, filter: (tab) => tab === "code" });
const passwordLoginSubmitted = sample({ clock: loginSubmitted, source: $loginTab, filter: (tab) => tab === "password" });

sample({
  clock: passedCheck(codeLoginSubmitted, $form, codeLoginProblem),
  filter: not($loggingIn),
  fn: (form) => ({ code: form.verifyCode.trim(), nationalCode: form.nationalCode, phoneNumber: form.phone.trim(), source: "web" as const }),
  target: loginByCodeFx,
});
sample({
  clock: passedCheck(passwordLoginSubmitted, $form, passwordLoginProblem),
  filter: not($loggingIn),
  fn: (form) => ({ password: encodePassword(form.password), nationalCode: form.nationalCode, phoneNumber: form.phone.trim() }),
  target: loginByPasswordFx,
});

/** Either login succeeded. */
export const loggedIn = merge([loginByCodeFx.doneData, loginByPasswordFx.doneData]);
sample({ clock: loggedIn, fn: () => successToast(AUTH_MESSAGES.loggedIn), target: showToastFx });
sample({ clock: loggedIn, target: sessionStarted });

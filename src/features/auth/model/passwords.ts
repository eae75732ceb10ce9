// 忘记密码 (reset by SMS code) and the optional password after a first login
// (docs/product-rules.md "Login", "Validation").
import { createEffect, createEvent, sample } from "effector";
import { not } from "patronum";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { resetPassword, setPassword } from "../api/auth-requests";
import { AUTH_MESSAGES } from "../config/messages";
import { resetPasswordProblem, setPasswordProblem } from "../lib/login-form";
import { passedCheck } from "./checked";
import { $form } from "./form";

export const resetPasswordSubmitted = createEvent();
export const resetPasswordFx = createEffect(resetPassword);

sample({
  clock: passedCheck(resetPasswordSubmitted, $form, resetPasswordProblem),
  filter: not(resetPasswordFx.pending),
  fn: (form) => ({
    phone: form.phone.trim(),
    code: form.verifyCode.trim(),
    pwOne: form.pwOne,
    pwTwo: form.pwTwo,
    nationalCode: form.nationalCode,
  }),
  target: resetPasswordFx,
});
sample({ clock: resetPasswordFx.done, fn: () => successToast(AUTH_MESSAGES.passwordReset), target: showToastFx });

export const setPasswordSubmitted = createEvent();
export const setPasswordSkipped = createEvent();
export const setPasswordFx = createEffect(setPassword);

sample({
  clock: passedCheck(setPasswordSubmitted, $form, setPasswordProblem),
  filter: not(setPasswordFx.pending),
  fn: ({ pwOne, pwTwo }) => ({ pwOne, pwTwo }),
  target: setPasswordFx,
});
sample({ clock: setPasswordFx.done, fn: () => successToast(AUTH_MESSAGES.passwordSet), target: showToastFx });

// Passwords do not linger in the form once used.
$form.on([resetPasswordFx.done, setPasswordFx.done], (form) => ({ ...form, pwOne: "", pwTwo: "", verifyCode: "", password: "" }));

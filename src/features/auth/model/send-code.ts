// 获取验证码 (docs/product-rules.md "Validation"): checks, then a 60 s countdown during which a
// resend is refused. The countdown outlives a closed dialog, like the server's own 60 s limit.
import { combine, createEffect, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { createTicker } from "@/shared/lib/timers";
import { sendCode, type CodeScene } from "../api/auth-requests";
import { CODE_COUNTDOWN_SECONDS } from "../config/auth-constants";
import { AUTH_MESSAGES } from "../config/messages";
import { sendCodeProblem } from "../lib/login-form";
import { passedCheck } from "./checked";
import { $form } from "./form";

/** The scene is "login" in the login view, "psw" in the reset view. */
export const sendCodeClicked = createEvent<CodeScene>();
export const sendCodeFx = createEffect(sendCode);
export const $secondsLeft = createStore(0);

const countdown = createTicker();
const $codeScene = createStore<CodeScene>("login").on(sendCodeClicked, (_, scene) => scene);
const $request = combine({ form: $form, secondsLeft: $secondsLeft, scene: $codeScene });

const valid = passedCheck(sendCodeClicked, $request, ({ form, secondsLeft }) => sendCodeProblem(form, secondsLeft));
sample({
  clock: valid,
  filter: not(sendCodeFx.pending),
  fn: ({ form, scene }) => ({ nationalCode: form.nationalCode, phoneNumber: form.phone.trim(), scene }),
  target: sendCodeFx,
});

sample({ clock: sendCodeFx.done, fn: () => successToast(AUTH_MESSAGES.codeSent), target: showToastFx });
$secondsLeft.on(sendCodeFx.done, () => CODE_COUNTDOWN_SECONDS).on(countdown.tick, (seconds) => Math.max(0, seconds - 1));
sample({ clock: sendCodeFx.done, fn: () => 1000, target: countdown.start });
sample({ clock: $secondsLeft.updates, filter: (seconds) => seconds === 0, target: countdown.stop });

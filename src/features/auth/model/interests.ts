// 选择喜好 (docs/product-rules.md "Login", "Validation"): chips per sport, preselected from
// `checked`; at least one, at most 10.
import { createEffect, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { loginDialogClosed } from "@/entities/session";
import { showToastFx, warningToast } from "@/shared/lib/notify";
import { fetchInterests, saveInterests, type Interest, type InterestChoice, type InterestGroup } from "../api/auth-requests";
import { MAX_INTERESTS } from "../config/auth-constants";
import { AUTH_MESSAGES } from "../config/messages";
import { preselected, toggleInterest, type InterestChoices } from "../lib/interest-choices";
import { passedCheck } from "./checked";

export const interestsShown = createEvent();
export const interestToggled = createEvent<Interest>();
export const interestsSubmitted = createEvent();
export const fetchInterestsFx = createEffect(fetchInterests);
export const saveInterestsFx = createEffect((choices: InterestChoice[]) => saveInterests(choices));

export const $interestGroups = createStore<InterestGroup[]>([])
  .on(fetchInterestsFx.doneData, (_, groups) => groups)
  .reset(loginDialogClosed);
export const $chosenInterests = createStore<InterestChoices>(new Map())
  .on(fetchInterestsFx.doneData, (_, groups) => preselected(groups))
  .reset(loginDialogClosed);
export const $chosenKeys = $chosenInterests.map((chosen) => new Set(chosen.keys()));

sample({ clock: interestsShown, target: fetchInterestsFx });

const toggled = sample({ clock: interestToggled, source: $chosenInterests, fn: toggleInterest });
sample({
  clock: toggled,
  filter: (next) => next === null,
  fn: () => warningToast(AUTH_MESSAGES.tooManyInterests),
  target: showToastFx,
});
sample({ clock: toggled, filter: (next): next is InterestChoices => next !== null, target: $chosenInterests });

const choiceProblem = (chosen: InterestChoices) =>
  chosen.size === 0 ? AUTH_MESSAGES.noInterest : chosen.size > MAX_INTERESTS ? AUTH_MESSAGES.tooManyInterests : null;
sample({
  clock: passedCheck(interestsSubmitted, $chosenInterests, choiceProblem),
  filter: not(saveInterestsFx.pending),
  fn: (chosen) => [...chosen.values()],
  target: saveInterestsFx,
});

// The complaint dialog (docs/product-rules.md "Feedback and complaint"): a guest gets the login
// dialog; at least one reason; the description is optional and held to 300 characters; up to 6
// images; the reported account is given by the opener or typed in. On success the server's msg,
// then close and reset.
import { createEffect, createEvent, createStore, merge, sample } from "effector";
import { not } from "patronum";
import { $isLoggedIn, loginRequested } from "@/entities/session";
import type { ApiFailure } from "@/shared/api";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { reportAccount, type ComplaintBody } from "../api/feedback-requests";
import { clampDesc, complaintError, parseAccountId, type ComplaintError } from "../lib/form-rules";
import { createImagePicker } from "./image-picker";

export interface ComplaintOpening {
  /** The account to report; without it the dialog asks for the account ID. */
  customerId?: number | null;
}

export const complaintOpened = createEvent<ComplaintOpening | void>();
export const complaintClosed = createEvent();
export const complaintReasonsChanged = createEvent<number[]>();
export const complaintAccountChanged = createEvent<string>();
export const complaintDescChanged = createEvent<string>();
export const complaintSubmitted = createEvent();

export const complaintImages = createImagePicker();

export const reportAccountFx = createEffect<ComplaintBody, string, ApiFailure>(async (body) => {
  const result = await reportAccount(body);
  if (!result.ok) throw result;
  return result.data;
});

const formCleared = merge([complaintClosed, reportAccountFx.done]);
const complaintShown = sample({ clock: complaintOpened, filter: $isLoggedIn });

export const $complaintOpen = createStore(false).on(complaintShown, () => true).reset(formCleared);
export const $complaintCustomerId = createStore<number | null>(null)
  .on(complaintShown, (_, opening) => opening?.customerId ?? null)
  .reset(formCleared);
export const $complaintAccount = createStore("").on(complaintAccountChanged, (_, value) => value).reset(formCleared);
export const $complaintReasons = createStore<readonly number[]>([]).on(complaintReasonsChanged, (_, ids) => ids).reset(formCleared);
export const $complaintDesc = createStore("").on(complaintDescChanged, (_, value) => clampDesc(value)).reset(formCleared);
export const $complaintError = createStore<ComplaintError | null>(null)
  .on(complaintReasonsChanged, (error) => (error?.field === "reasons" ? null : error))
  .on(complaintAccountChanged, (error) => (error?.field === "account" ? null : error))
  .reset(formCleared);
export const $complaintSubmitting = reportAccountFx.pending;

sample({ clock: complaintOpened, filter: not($isLoggedIn), target: loginRequested });
sample({ clock: formCleared, target: complaintImages.pickerReset });

const $form = {
  reasons: $complaintReasons,
  customerId: $complaintCustomerId,
  accountInput: $complaintAccount,
  desc: $complaintDesc,
  images: complaintImages.$images,
  uploading: complaintImages.$uploading,
  submitting: $complaintSubmitting,
};

sample({ clock: complaintSubmitted, source: $form, fn: complaintError, target: $complaintError });

sample({
  clock: complaintSubmitted,
  source: $form,
  filter: (form) => complaintError(form) === null && !form.uploading && !form.submitting,
  fn: ({ reasons, customerId, accountInput, desc, images }): ComplaintBody => ({
    customerId: customerId ?? parseAccountId(accountInput) ?? 0,
    desc: desc.trim(),
    proofList: images.map((image) => image.url),
    reasonList: [...reasons],
  }),
  target: reportAccountFx,
});

sample({ clock: reportAccountFx.doneData, fn: successToast, target: showToastFx });

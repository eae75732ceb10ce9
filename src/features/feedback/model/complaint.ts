// The complaint form (docs/product-rules.md "Feedback and complaint"): at least one reason; the
// description is optional and held to 300 characters; up to 6 images; the reported account is
// given by the opener or typed in. On success the server's msg, then close and reset. It comes with
// the dialog's code; who may open it, and for which account, is dialogs-open.ts.
import { createEffect, createEvent, createStore, sample } from "effector";
import type { ApiFailure } from "@/shared/api";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { reportAccount, type ComplaintBody } from "../api/feedback-requests";
import { clampDesc, complaintError, parseAccountId, type ComplaintError } from "../lib/form-rules";
import { $complaintCustomerId, complaintClosed } from "./dialogs-open";
import { createImagePicker } from "./image-picker";

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

// A form sent closes its dialog; a closed dialog's form starts empty next time.
sample({ clock: reportAccountFx.done, target: complaintClosed });

export const $complaintAccount = createStore("").on(complaintAccountChanged, (_, value) => value).reset(complaintClosed);
export const $complaintReasons = createStore<readonly number[]>([]).on(complaintReasonsChanged, (_, ids) => ids).reset(complaintClosed);
export const $complaintDesc = createStore("").on(complaintDescChanged, (_, value) => clampDesc(value)).reset(complaintClosed);
export const $complaintError = createStore<ComplaintError | null>(null)
  .on(complaintReasonsChanged, (error) => (error?.field === "reasons" ? null : error))
  .on(complaintAccountChanged, (error) => (error?.field === "account" ? null : error))
  .reset(complaintClosed);
export const $complaintSubmitting = reportAccountFx.pending;

sample({ clock: complaintClosed, target: complaintImages.pickerReset });

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

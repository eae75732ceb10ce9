// The feedback form (docs/product-rules.md "Feedback and complaint"): the description is required
// and held to 300 characters; up to 6 images; on success the server's msg, then close and reset.
// It comes with the dialog's code; who may open it is dialogs-open.ts.
import { createEffect, createEvent, createStore, sample } from "effector";
import type { ApiFailure } from "@/shared/api";
import { showToastFx, successToast } from "@/shared/lib/notify";
import { saveFeedback, type FeedbackBody } from "../api/feedback-requests";
import { clampDesc, feedbackError } from "../lib/form-rules";
import { feedbackClosed } from "./dialogs-open";
import { createImagePicker } from "./image-picker";

export const feedbackDescChanged = createEvent<string>();
export const feedbackSubmitted = createEvent();

export const feedbackImages = createImagePicker();

export const saveFeedbackFx = createEffect<FeedbackBody, string, ApiFailure>(async (body) => {
  const result = await saveFeedback(body);
  if (!result.ok) throw result;
  return result.data;
});

// A form sent closes its dialog; a closed dialog's form starts empty next time.
sample({ clock: saveFeedbackFx.done, target: feedbackClosed });

export const $feedbackDesc = createStore("")
  .on(feedbackDescChanged, (_, value) => clampDesc(value))
  .reset(feedbackClosed);
export const $feedbackError = createStore<string | null>(null)
  .on(feedbackDescChanged, () => null)
  .reset(feedbackClosed);
export const $feedbackSubmitting = saveFeedbackFx.pending;

sample({ clock: feedbackClosed, target: feedbackImages.pickerReset });

sample({ clock: feedbackSubmitted, source: $feedbackDesc, fn: feedbackError, target: $feedbackError });

sample({
  clock: feedbackSubmitted,
  source: { desc: $feedbackDesc, images: feedbackImages.$images, uploading: feedbackImages.$uploading, submitting: $feedbackSubmitting },
  filter: ({ desc, uploading, submitting }) => feedbackError(desc) === null && !uploading && !submitting,
  fn: ({ desc, images }): FeedbackBody => ({ desc: desc.trim(), proofList: images.map((image) => image.url) }),
  target: saveFeedbackFx,
});

sample({ clock: saveFeedbackFx.doneData, fn: successToast, target: showToastFx });

// One image picker per form: checks a pick, compresses and uploads the accepted files, and keeps
// the uploaded URLs for proofList. Images still on their way up count toward the 6.
import { createEffect, createEvent, createStore, sample } from "effector";
import type { ApiFailure } from "@/shared/api";
import { showToastFx, successToast, warningToast } from "@/shared/lib/notify";
import { FEEDBACK_MESSAGES, MAX_IMAGES } from "../config/feedback-config";
import { compressImage, uploadImages, type UploadedImage } from "@/shared/lib/image-upload";
import { checkImagePick } from "../lib/image-rules";

interface UploadRound {
  files: File[];
  /** The form's round when the upload started: a reset in between drops the result. */
  round: number;
}

export function createImagePicker() {
  const filesPicked = createEvent<File[]>();
  const imageRemoved = createEvent<string>();
  const pickerReset = createEvent();
  const imagesUploaded = createEvent<UploadedImage[]>();

  const uploadImagesFx = createEffect<UploadRound, UploadedImage[], ApiFailure>(async ({ files }) => {
    const result = await uploadImages(await Promise.all(files.map((file) => compressImage(file))));
    if (!result.ok) throw result;
    return result.data;
  });

  const $round = createStore(0).on(pickerReset, (round) => round + 1);
  const $images = createStore<readonly UploadedImage[]>([])
    .on(imagesUploaded, (images, added) => [...images, ...added].slice(0, MAX_IMAGES))
    .on(imageRemoved, (images, url) => images.filter((image) => image.url !== url))
    .reset(pickerReset);
  const $incoming = createStore(0)
    .on(uploadImagesFx, (count, { files }) => count + files.length)
    .on(uploadImagesFx.finally, (count, { params }) => count - params.files.length);
  const $uploading = uploadImagesFx.pending;

  const pickChecked = sample({
    clock: filesPicked,
    source: { images: $images, incoming: $incoming },
    fn: ({ images, incoming }, files) => checkImagePick(images.length + incoming, files),
  });

  sample({
    clock: pickChecked,
    filter: ({ errors }) => errors.length > 0,
    fn: ({ errors }) => warningToast(errors.join("；")),
    target: showToastFx,
  });

  sample({
    clock: pickChecked,
    source: $round,
    filter: (_, { accepted }) => accepted.length > 0,
    fn: (round, { accepted }): UploadRound => ({ files: accepted, round }),
    target: uploadImagesFx,
  });

  sample({
    clock: uploadImagesFx.done,
    source: $round,
    filter: (round, { params }) => params.round === round,
    fn: (_, { result }) => result,
    target: imagesUploaded,
  });

  sample({
    clock: imagesUploaded,
    fn: () => successToast(FEEDBACK_MESSAGES.uploaded),
    target: showToastFx,
  });

  return { filesPicked, imageRemoved, pickerReset, imagesUploaded, uploadImagesFx, $images, $uploading };
}

export type ImagePicker = ReturnType<typeof createImagePicker>;

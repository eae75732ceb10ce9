// Which picked files may be uploaded (docs/product-rules.md "Validation"): .jpg or .png with a
// lowercase extension, at most 10 MB each, at most 6 images in all. A pick that would pass 6 is
// refused whole.
import { imageFileError } from "@/shared/lib/image-upload";
import { FEEDBACK_MESSAGES, MAX_IMAGES } from "../config/feedback-config";

export interface PickCheck {
  accepted: File[];
  /** What to tell the user about refused files, each message once. */
  errors: string[];
}

/** `held` counts the images already kept or on their way up. */
export function checkImagePick(held: number, files: readonly File[]): PickCheck {
  if (files.length === 0) return { accepted: [], errors: [] };
  if (held + files.length > MAX_IMAGES) return { accepted: [], errors: [FEEDBACK_MESSAGES.imageCount] };
  const accepted: File[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    const error = imageFileError(file);
    if (error) errors.add(error);
    else accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}

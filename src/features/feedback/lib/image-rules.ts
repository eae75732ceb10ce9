// Which picked files may be uploaded (docs/product-rules.md "Validation"): .jpg or .png with a
// lowercase extension, at most 10 MB each, at most 6 images in all. A pick that would pass 6 is
// refused whole.
import { FEEDBACK_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGES } from "../config/feedback-config";

// Case-sensitive on purpose: photo.JPG is refused, as the spec says.
const ALLOWED_NAME = /\.(jpg|png)$/;

export interface PickCheck {
  accepted: File[];
  /** What to tell the user about refused files, each message once. */
  errors: string[];
}

export function imageFileError(file: Pick<File, "name" | "size">): string | null {
  if (!ALLOWED_NAME.test(file.name)) return FEEDBACK_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return FEEDBACK_MESSAGES.imageSize;
  return null;
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

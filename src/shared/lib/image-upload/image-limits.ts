// The product's image upload rules (docs/product-rules.md "Validation"): .jpg or .png with a
// lowercase extension, at most 10 MB each; the texts verbatim.
export const KB = 1024;
export const MB = 1024 * KB;

export const MAX_IMAGE_BYTES = 10 * MB;
export const IMAGE_ACCEPT = "image/jpeg,image/png";

export const IMAGE_MESSAGES = {
  imageType: "请上传jpg或png格式的图片",
  imageSize: "单个文件最大10M",
} as const;

// Case-sensitive on purpose: photo.JPG is refused, as the spec says.
const ALLOWED_NAME = /\.(jpg|png)$/;

/** Why a picked file may not be uploaded, or null. */
export function imageFileError(file: Pick<File, "name" | "size">): string | null {
  if (!ALLOWED_NAME.test(file.name)) return IMAGE_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.imageSize;
  return null;
}

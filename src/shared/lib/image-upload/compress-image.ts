// The canvas side of compression: decode, scale and re-encode as the plan says. Thin on
// purpose; the decisions live in image-compression.ts. Where the browser cannot decode or
// encode (or in tests without a canvas) the file goes up as it is.
import { compressionPlan, COMPRESS_FROM_BYTES, type CompressionPlan } from "./image-compression";

async function encode(bitmap: ImageBitmap, plan: CompressionPlan): Promise<Blob | null> {
  const { width, height, type, quality } = plan;
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, plan);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  draw(context, bitmap, plan);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, plan: CompressionPlan) {
  // JPEG has no alpha: a transparent PNG would turn black without a background.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, plan.width, plan.height);
  context.drawImage(bitmap, 0, 0, plan.width, plan.height);
}

const jpegName = (name: string) => name.replace(/\.[^.]+$/, "") + ".jpg";

/** The upload: the original under 300 KB, else a JPEG (docs/product-rules.md "Validation"). */
export async function compressImage(file: File, quality?: number): Promise<File> {
  if (file.size < COMPRESS_FROM_BYTES || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const plan = compressionPlan(file.size, { width: bitmap.width, height: bitmap.height }, quality);
    const blob = plan ? await encode(bitmap, plan) : null;
    return blob ? new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified }) : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

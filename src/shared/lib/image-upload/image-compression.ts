// The compression decisions (docs/product-rules.md "Validation"), pure so they are tested
// without a canvas: files under 300 KB go up untouched; larger ones are re-encoded as JPEG at a
// quality set by size (unless a quality is given), and 1–10 MB / 10–20 MB images are capped per
// side, aspect kept.
import { KB, MB } from "./image-limits";

export const COMPRESS_FROM_BYTES = 300 * KB;

/** JPEG quality for a file of `size` bytes; a given quality wins. */
export function compressionQuality(size: number, given?: number): number {
  if (given !== undefined) return given;
  if (size < MB) return 0.85;
  if (size < 5 * MB) return 0.52;
  return 0.92;
}

/** Longest side allowed for a file of `size` bytes, or null when not capped. */
export function maxSideFor(size: number): number | null {
  if (size >= MB && size < 10 * MB) return 1600;
  if (size >= 10 * MB && size < 20 * MB) return 1400;
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Scales down (never up) so neither side exceeds maxSide, keeping the aspect ratio. */
export function targetDimensions({ width, height }: Dimensions, maxSide: number | null): Dimensions {
  const longest = Math.max(width, height);
  if (maxSide === null || longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface CompressionPlan extends Dimensions {
  type: "image/jpeg";
  quality: number;
}

/** What to do with an image: null leaves it as it is. */
export function compressionPlan(size: number, dimensions: Dimensions, quality?: number): CompressionPlan | null {
  if (size < COMPRESS_FROM_BYTES) return null;
  return { type: "image/jpeg", quality: compressionQuality(size, quality), ...targetDimensions(dimensions, maxSideFor(size)) };
}

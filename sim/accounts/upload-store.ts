// Uploaded images, kept in memory for the run and served back at their URL. The type comes from
// the bytes (JPEG FF D8 FF, PNG's 8-byte signature), never from the name or the declared type.
import { SIM_API_PREFIX } from "#wire";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Oldest uploads are dropped past this total, so a long demo cannot grow without bound. */
const MAX_STORED_BYTES = 256 * 1024 * 1024;

export type ImageExt = "jpg" | "png";
export const CONTENT_TYPE: Readonly<Record<ImageExt, string>> = { jpg: "image/jpeg", png: "image/png" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(bytes: Uint8Array): ImageExt | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  return undefined;
}

export interface StoredUpload {
  id: number;
  ext: ImageExt;
  bytes: Uint8Array;
}

export class UploadStore {
  private readonly files = new Map<number, StoredUpload>();
  private nextId = 1;
  private total = 0;

  /** Keeps the bytes; returns the URL the client loads them from. */
  put(bytes: Uint8Array, ext: ImageExt): string {
    const id = this.nextId++;
    this.files.set(id, { id, ext, bytes });
    this.total += bytes.length;
    for (const [oldId, old] of this.files) {
      if (this.total <= MAX_STORED_BYTES || oldId === id) break;
      this.files.delete(oldId);
      this.total -= old.bytes.length;
    }
    return `${SIM_API_PREFIX}/sim/uploads/${id}.${ext}`;
  }

  get(id: number, ext: string): StoredUpload | undefined {
    const file = this.files.get(id);
    return file && file.ext === ext ? file : undefined;
  }
}

// Image uploads (feedback and complaint proofs): multipart field `files`, JPEG or PNG by their
// bytes, at most 10 MB each. Kept in memory and served back at /api/sim/uploads/{id}.{ext}.
import { API_PATHS } from "#wire";
import { ERR } from "../accounts/account-errors";
import { fail, ok } from "./replies";
import { signedIn } from "./signed-in";
import { CONTENT_TYPE, MAX_UPLOAD_BYTES, sniffImage, type ImageExt } from "../accounts/upload-store";
import type { SimBackend } from "../backend";
import type { SimResponse } from "./sim-request";
import { textResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";

const UPLOAD_PATH = /^\/sim\/uploads\/(\d+)\.(jpg|png)$/;

export const uploadRoutes: SimRouteTable = {
  [API_PATHS.personal.uploadImages]: signedIn(async (backend, req) => {
    const entries = req.body instanceof FormData ? req.body.getAll("files") : [];
    const files = entries.filter((entry): entry is File => typeof entry !== "string");
    if (files.length === 0 || files.length !== entries.length) return fail(ERR.fileType);
    // Check every file before keeping any, so a refused batch stores nothing.
    const checked: { file: File; bytes: Uint8Array; ext: ImageExt }[] = [];
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) return fail(ERR.fileTooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const ext = sniffImage(bytes);
      if (!ext) return fail(ERR.fileType);
      checked.push({ file, bytes, ext });
    }
    return ok(
      backend,
      checked.map(({ file, bytes, ext }) => ({ url: backend.accounts.uploads.put(bytes, ext), name: file.name || `image.${ext}`, size: bytes.length })),
    );
  }),
};

/** GET /sim/uploads/{id}.{ext}: the stored bytes, or null when the path is not an upload path. */
export function serveUpload(backend: SimBackend, path: string): SimResponse | null {
  const match = UPLOAD_PATH.exec(path);
  if (!match) return null;
  const file = backend.accounts.uploads.get(Number(match[1]), match[2] ?? "");
  if (!file) return textResponse(404, "no such upload");
  return { status: 200, contentType: CONTENT_TYPE[file.ext], body: file.bytes };
}

// POST /v1/file/batch/upload: multipart, one `files` field per file; reply [{url, name, size}].
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiUpload, listOf, type ApiResult } from "@/shared/api";

const uploadedSchema = listOf(z.object({ url: z.string(), name: z.nullish(z.string()), size: z.nullish(z.number()) }));

export interface UploadedImage {
  url: string;
  name: string;
}

export async function uploadImages(files: readonly File[]): Promise<ApiResult<UploadedImage[]>> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  const result = await apiUpload(API_PATHS.personal.uploadImages, form, uploadedSchema);
  if (!result.ok) return result;
  return { ok: true, data: result.data.map((item, index) => ({ url: item.url, name: item.name ?? files[index]?.name ?? "" })) };
}

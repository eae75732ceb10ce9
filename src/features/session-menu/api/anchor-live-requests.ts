// A living anchor's stream, checked and closed before logging out (docs/api-calls.md).
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, noDataSchema } from "@/shared/api";

async function call<T>(path: string, schema: z.core.$ZodType<T>): Promise<T> {
  const result = await apiRequest(path, { schema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const livingSchema = z.object({ status: z.number(), roomId: z.nullish(z.number()) });
export type LivingStatus = z.infer<typeof livingSchema>;

/** status 1: the anchor is live now. */
export const checkLiving = () => call(API_PATHS.anchor.checkLiving, livingSchema);
export const closeLive = () => call(API_PATHS.anchor.closeLive, noDataSchema);

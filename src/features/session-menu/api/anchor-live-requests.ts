// A living anchor's stream, checked and closed before logging out (docs/api-calls.md).
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, noDataSchema } from "@/shared/api";

const livingSchema = z.object({ status: z.number(), roomId: z.nullish(z.number()) });
export type LivingStatus = z.infer<typeof livingSchema>;

/** status 1: the anchor is live now. */
export const checkLiving = () => apiData(API_PATHS.anchor.checkLiving, { schema: livingSchema });
export const closeLive = () => apiData(API_PATHS.anchor.closeLive, { schema: noDataSchema });

// The calls behind 开播 (docs/api-calls.md "Anchor certification"; docs/product-rules.md "Broadcast start"): the caller's audit state and, for an
// anchor, whether the own room is live.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData } from "@/shared/api";

const auditSchema = z.object({ auditStatus: z.nullable(z.string()), cancelReason: z.nullable(z.string()) });
export type AuditState = z.infer<typeof auditSchema>;

export function fetchAuditState(): Promise<AuditState> {
  return apiData(API_PATHS.certification.auditState, { schema: auditSchema });
}

const livingSchema = z.object({ status: z.number(), roomId: z.nullish(z.number()) });

/** The signed-in anchor's stream (status 1 live, with the room); read when the header shows. */
export const ownLivingQuery = (userId: number) =>
  queryOptions({
    queryKey: ["start-broadcast", "living", userId],
    queryFn: () => apiData(API_PATHS.anchor.checkLiving, { schema: livingSchema }),
    staleTime: 30_000,
  });

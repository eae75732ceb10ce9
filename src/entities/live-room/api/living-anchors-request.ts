// Every anchor live right now (POST /anchor/findAllLivingAnchors): prefetched when a signed-in
// visitor arrives (docs/product-rules.md "Session"), for the pages that list live rooms.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";

const livingAnchorSchema = z.looseObject({
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  roomId: z.number(),
  matchId: z.number(),
  sportType: z.number(),
});

export type LivingAnchor = z.infer<typeof livingAnchorSchema>;

export function fetchLivingAnchors(): Promise<LivingAnchor[]> {
  return apiData(API_PATHS.anchor.allLiving, { schema: listOf(livingAnchorSchema) });
}

export const livingAnchorsQuery = () => queryOptions({ queryKey: ["anchors", "living"], queryFn: fetchLivingAnchors });

// The home page's recommendations (POST /v1/living/recommend {showCount}): living rooms first,
// then previews, together at most showCount (docs/api-calls.md "Home, search, anchors and live
// rooms").
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { previewItemSchema } from "@/entities/anchor/@x/live-room";
import { apiData, listOf } from "@/shared/api";
import { liveRoomItemSchema } from "./live-room-item-schema";

/** How many slides the strip asks for. */
export const RECOMMEND_SHOW_COUNT = 10;

const recommendSchema = z.object({ livings: listOf(liveRoomItemSchema), previews: listOf(previewItemSchema) });

export type Recommendations = z.infer<typeof recommendSchema>;

export function fetchRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return apiData(API_PATHS.living.recommend, { body: { showCount: RECOMMEND_SHOW_COUNT }, schema: recommendSchema, signal });
}

export const recommendationsQuery = (viewer: number | null) =>
  queryOptions({
    queryKey: ["living", "recommend", RECOMMEND_SHOW_COUNT, viewer],
    queryFn: ({ signal }) => fetchRecommendations(signal),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

// A sport's top-tier competition ids (POST /v1/{sport}/competition/topOne, a JSON list of ids),
// the 一级 match type's source; refreshed every 600 000 ms (docs/product-rules.md "Constants").
import { queryOptions } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { apiData, idSchema, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";

export const TOP_ONE_REFRESH_MS = 600_000;

export function fetchTopOneCompetitions(sport: Sport, signal?: AbortSignal): Promise<number[]> {
  return apiData(API_PATHS[sport].topOneCompetitions, { body: {}, schema: listOf(idSchema), signal });
}

export const topOneCompetitionsQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["competitions", sport, "top-one"],
    queryFn: ({ signal }) => fetchTopOneCompetitions(sport, signal),
    refetchInterval: TOP_ONE_REFRESH_MS,
    staleTime: TOP_ONE_REFRESH_MS,
  });

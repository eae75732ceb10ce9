// Top-tier football competition ids (POST /v1/football/competition/topOne, JSON list of ids),
// the 一级 filter's source; refreshed every 600 000 ms (spec 1 §7).
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, idSchema, listOf } from "@/shared/api";

export const TOP_ONE_REFRESH_MS = 600_000;

export async function fetchFootballTopOne(signal?: AbortSignal): Promise<number[]> {
  const result = await apiRequest("/v1/football/competition/topOne", { body: {}, schema: listOf(idSchema), signal });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export const footballTopOneQuery = () =>
  queryOptions({
    queryKey: ["competitions", "football", "top-one"],
    queryFn: ({ signal }) => fetchFootballTopOne(signal),
    refetchInterval: TOP_ONE_REFRESH_MS,
    staleTime: TOP_ONE_REFRESH_MS,
  });

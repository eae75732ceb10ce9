// The football competition catalogue (POST /competition/queryCompetitions {sportType: 1}): each
// competition's initial and the hot list, which the list payload does not carry. Same query key
// and data shape as the startup prefetch, so a signed-in visitor's dialog reads the cache.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, listOf } from "@/shared/api";

const catalogSchema = z.object({
  competitions: listOf(
    z.looseObject({ id: z.number(), name: z.string(), shortName: z.string(), logo: z.string(), color: z.string(), initial: z.string() }),
  ),
  hotIds: listOf(z.number()),
});

export type CompetitionCatalog = z.infer<typeof catalogSchema>;

export async function fetchFootballCompetitions(): Promise<CompetitionCatalog> {
  const result = await apiRequest("/competition/queryCompetitions", { schema: catalogSchema, body: { sportType: 1 } });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export const footballCompetitionsQuery = () =>
  queryOptions({
    queryKey: ["competitions", 1],
    queryFn: fetchFootballCompetitions,
    // The catalogue changes rarely; one fetch per visit is enough.
    staleTime: Infinity,
  });

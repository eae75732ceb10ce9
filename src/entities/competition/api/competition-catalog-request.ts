// A sport's competition catalogue (POST /competition/queryCompetitions {sportType}): each
// competition's initial and the hot list, which the list payload does not carry. Prefetched at
// start-up for a signed-in visitor and read by the filter dialog under the same key.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { sportTypeOf, type Sport } from "@/shared/config";

const catalogSchema = z.object({
  competitions: listOf(
    z.looseObject({ id: z.number(), name: z.string(), shortName: z.string(), logo: z.string(), color: z.string(), initial: z.string() }),
  ),
  hotIds: listOf(z.number()),
});

export type CompetitionCatalog = z.infer<typeof catalogSchema>;

export function fetchCompetitionCatalog(sport: Sport): Promise<CompetitionCatalog> {
  return apiData(API_PATHS.competition.query, { schema: catalogSchema, body: { sportType: sportTypeOf(sport) } });
}

export const competitionCatalogQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["competitions", sportTypeOf(sport)],
    queryFn: () => fetchCompetitionCatalog(sport),
    // The catalogue changes rarely; one fetch per visit is enough.
    staleTime: Infinity,
  });

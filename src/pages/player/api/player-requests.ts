// The player page's call past its card (docs/api-calls.md "Data library: teams and players"; the
// card is in entities/team): the player's recent matches with the player's line in each.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { statsSchema, teamMatchSchema } from "@/entities/team";
import type { Sport } from "@/shared/config";

const playerMatchSchema = z.extend(teamMatchSchema, { stats: statsSchema });
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

export const playerRecentQuery = (sport: Sport, playerId: number) =>
  queryOptions({
    queryKey: ["player", sport, "recent", playerId],
    queryFn: async () =>
      (await apiData(API_PATHS.teamLibrary[sport].playerRecent, { body: { playerId }, schema: z.object({ matches: listOf(playerMatchSchema) }) })).matches,
    staleTime: 60_000,
  });

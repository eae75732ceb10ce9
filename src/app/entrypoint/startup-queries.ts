// The calls of the startup sequence for a signed-in visitor (spec 1 §4). Their results are primed
// into the query cache under these keys; the features that show them read the same keys. Customer
// info is not here: the session (entities/session) loads and owns it.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { API_PATHS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";

async function data<T>(path: string, schema: z.ZodType<T>, body?: Record<string, unknown>): Promise<T> {
  const result = await apiRequest(path, { schema, body });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const livingAnchorSchema = z.looseObject({
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  roomId: z.number(),
  matchId: z.number(),
  sportType: z.number(),
});

const competitionsSchema = z.object({
  competitions: listOf(
    z.looseObject({ id: z.number(), name: z.string(), shortName: z.string(), logo: z.string(), color: z.string(), initial: z.string() }),
  ),
  hotIds: listOf(z.number()),
});

export const startupQueries = {
  staffInfo: () => queryOptions({ queryKey: ["session", "staff-info"], queryFn: () => data(API_PATHS.account.staffInfo, z.unknown()) }),
  livingAnchors: () =>
    queryOptions({ queryKey: ["anchors", "living"], queryFn: () => data(API_PATHS.anchor.allLiving, listOf(livingAnchorSchema)) }),
  competitions: (sportType: 1 | 2) =>
    queryOptions({
      queryKey: ["competitions", sportType],
      queryFn: () => data(API_PATHS.competition.query, competitionsSchema, { sportType }),
    }),
};

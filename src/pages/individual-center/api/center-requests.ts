// The individual center's calls (docs/api-calls.md "Individual center"): followings, fans, exp
// records, the followed competitions and teams, the room and prediction footprints.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";

const PAGE_SIZE = 20;

const personSchema = z.object({
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  isAnchor: z.number(),
  anchorLevel: z.nullable(z.number()),
  living: z.boolean(),
  roomId: z.nullable(z.number()),
  followed: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

const peoplePageSchema = z.object({ items: listOf(personSchema), total: z.number() });

const peopleQuery = (key: string, path: string, userId: number) =>
  infiniteQueryOptions({
    queryKey: ["center", key, userId],
    queryFn: ({ pageParam }) => apiData(path, { body: { pageNum: pageParam, pageSize: PAGE_SIZE }, schema: peoplePageSchema }),
    initialPageParam: 1,
    // A short page marks the end.
    getNextPageParam: (last, pages) => (last.items.length < PAGE_SIZE ? undefined : pages.length + 1),
  });

export const followingsQuery = (userId: number) => peopleQuery("followings", API_PATHS.personal.followings, userId);
export const fansQuery = (userId: number) => peopleQuery("fans", API_PATHS.personal.fans, userId);

const expRecordSchema = z.object({
  level: z.number(),
  exp: z.number(),
  need: z.number(),
  items: listOf(z.object({ id: z.number(), title: z.string(), exp: z.number(), time: z.number() })),
  total: z.number(),
});

/** levelType 1 user, 2 anchor, 3 forecast; the latest 20 records. */
export const expRecordQuery = (userId: number, levelType: 1 | 2 | 3) =>
  queryOptions({
    queryKey: ["center", "expRecord", userId, levelType],
    queryFn: () => apiData(API_PATHS.personal.expRecord, { body: { levelType, pageNum: 1, pageSize: 20 }, schema: expRecordSchema }),
  });

const topicSchema = z.object({
  followId: z.number(),
  followType: z.number(),
  compId: z.nullable(z.number()),
  compName: z.string(),
  compLogo: z.string(),
  teamId: z.nullable(z.number()),
  teamName: z.nullable(z.string()),
  teamLogo: z.nullable(z.string()),
});
export type FollowedTopic = z.infer<typeof topicSchema> & { sportType: 1 | 2 };

/** Followed competitions and teams of both sports (/follow/act/list per sport). */
export const followedTopicsQuery = (userId: number) =>
  queryOptions({
    queryKey: ["center", "topics", userId],
    queryFn: async (): Promise<FollowedTopic[]> => {
      const [football, basketball] = await Promise.all(
        ([1, 2] as const).map((sportType) => apiData(API_PATHS.follow.list, { body: { followType: 0, sportType }, schema: listOf(topicSchema) })),
      );
      return [...football!.map((t) => ({ ...t, sportType: 1 as const })), ...basketball!.map((t) => ({ ...t, sportType: 2 as const }))];
    },
  });

const footprintSchema = z.object({
  roomId: z.number(),
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  anchorLevel: z.number(),
  living: z.boolean(),
  viewedAt: z.number(),
});
export type Footprint = z.infer<typeof footprintSchema>;

/** Live rooms the user entered, the last entry first, 20 a page. */
export const footprintsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ["center", "footprints", userId],
    queryFn: ({ pageParam }) =>
      apiData(API_PATHS.personal.livingFootprints, {
        body: { pageNum: pageParam, pageSize: PAGE_SIZE },
        schema: z.object({ items: listOf(footprintSchema), total: z.number() }),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.items.length < PAGE_SIZE ? undefined : pages.length + 1),
    staleTime: 0,
  });

const predictionFootprintSchema = z.object({
  schemeId: z.number(),
  viewedAt: z.number(),
  title: z.nullable(z.string()),
  anchor: z.nullable(z.object({ customId: z.number(), nickname: z.string(), avatar: z.string() })),
  match: z.nullable(z.object({ matchId: z.number(), homeTeamName: z.string(), awayTeamName: z.string(), competitionShortName: z.string(), matchTime: z.number() })),
});
export type PredictionFootprint = z.infer<typeof predictionFootprintSchema>;

/** Prediction schemes the user viewed, the last view first, 20 a page. */
export const predictionFootprintsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ["center", "predictionFootprints", userId],
    queryFn: ({ pageParam }) =>
      apiData(API_PATHS.personal.predictionFootprints, {
        body: { pageNum: pageParam, pageSize: PAGE_SIZE },
        schema: z.object({ items: listOf(predictionFootprintSchema), total: z.number() }),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.items.length < PAGE_SIZE ? undefined : pages.length + 1),
    staleTime: 0,
  });

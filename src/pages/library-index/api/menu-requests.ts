// The data library entry's calls (docs/api-calls.md "Data library: competitions") as query
// options: the competition menu, the recent competitions, 热门球队 and the signed-in user's
// followed competitions and teams (/follow/act/list).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { sportTypeOf, type Sport } from "@/shared/config";

const menuCompetitionSchema = z.object({
  competitionId: z.number(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  initial: z.string(),
  type: z.number(),
});
export type MenuCompetition = z.infer<typeof menuCompetitionSchema>;

const menuSchema = z.object({
  tops: listOf(menuCompetitionSchema),
  categorys: listOf(z.object({ id: z.number(), name: z.string(), competitions: listOf(menuCompetitionSchema) })),
});
export type CompetitionMenu = z.infer<typeof menuSchema>;

const followItemSchema = z.object({
  followId: z.number(),
  followType: z.number(),
  compId: z.nullable(z.number()),
  compName: z.string(),
  compLogo: z.string(),
  teamId: z.nullable(z.number()),
  teamName: z.nullable(z.string()),
  teamLogo: z.nullable(z.string()),
});
export type FollowItem = z.infer<typeof followItemSchema>;

const paths = (sport: Sport) => API_PATHS.compLibrary[sport];

export const competitionMenuQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["library", sport, "menu"],
    queryFn: () => apiData(paths(sport).category, { body: { sportType: sportTypeOf(sport) }, schema: menuSchema }),
    staleTime: 10 * 60_000,
  });

export const recentCompetitionsQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["library", sport, "recent"],
    queryFn: () => apiData(paths(sport).recent, { body: {}, schema: listOf(menuCompetitionSchema) }),
    staleTime: 5 * 60_000,
  });

const hotTeamSchema = z.object({ teamId: z.number(), name: z.string(), logo: z.string(), competitionId: z.number(), competitionName: z.string() });
export type HotTeam = z.infer<typeof hotTeamSchema>;

/** 热门球队 (football only): the same for every visitor, so fetched once per visit. */
export const hotTeamsQuery = () =>
  queryOptions({
    queryKey: ["library", "football", "hotTeams"],
    queryFn: () => apiData(API_PATHS.teamLibrary.football.hotTeams, { body: {}, schema: listOf(hotTeamSchema) }),
    staleTime: Infinity,
  });

/** The user's followed competitions and teams of a sport; keyed by the user, refetched on each visit. */
export const followedTopicsQuery = (sport: Sport, userId: number) =>
  queryOptions({
    queryKey: ["library", sport, "follows", userId],
    queryFn: () => apiData(API_PATHS.follow.list, { body: { followType: 0, sportType: sportTypeOf(sport) }, schema: listOf(followItemSchema) }),
    staleTime: 0,
  });

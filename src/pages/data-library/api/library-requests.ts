// The data library's competition calls (docs/api-calls.md "Data library: competitions") as query
// options: the menu, a competition's info, its standings and its season's matches, and the
// signed-in user's followed competitions and teams (/follow/act/list).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { libraryMatchFields } from "@/entities/match";
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

const infoSchema = z.object({
  competitionId: z.number(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  type: z.number(),
  region: z.string(),
  teamCount: z.number(),
  curSeasonId: z.number(),
  seasons: listOf(z.object({ competitionId: z.number(), seasonId: z.number(), name: z.string(), isCurrent: z.boolean() })),
});
export type CompetitionInfo = z.infer<typeof infoSchema>;

const standingRowSchema = z.object({
  position: z.number(),
  teamId: z.number(),
  teamName: z.string(),
  teamLogo: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  pointsFor: z.number(),
  pointsAgt: z.number(),
  points: z.number(),
  wonRate: z.number(),
  streaks: z.number(),
  gameBack: z.number(),
  promotionId: z.nullable(z.number()),
  conferenceId: z.nullable(z.number()),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

const standingsSchema = z.object({
  promotions: listOf(z.object({ id: z.number(), color: z.string(), nameZh: z.string() })),
  tables: listOf(z.object({ name: z.string(), group: z.nullable(z.string()), conferenceId: z.nullable(z.number()), rows: listOf(standingRowSchema) })),
});
export type Standings = z.infer<typeof standingsSchema>;

const libraryMatchSchema = z.object({
  ...libraryMatchFields(),
  kind: z.number(),
  round: z.nullable(z.number()),
  group: z.nullable(z.string()),
});
export type LibraryMatch = z.infer<typeof libraryMatchSchema>;
const matchesSchema = z.object({ matches: listOf(libraryMatchSchema) });

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

export interface SeasonRef {
  competitionId: number;
  curSeasonId: number;
  seasonId: number;
}

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

export const competitionInfoQuery = (sport: Sport, competitionId: number) =>
  queryOptions({
    queryKey: ["library", sport, "info", competitionId],
    queryFn: () => apiData(paths(sport).info, { body: { competitionId }, schema: infoSchema }),
    staleTime: 10 * 60_000,
  });

export const standingsQuery = (sport: Sport, ref: SeasonRef) =>
  queryOptions({
    queryKey: ["library", sport, "tables", ref.seasonId],
    queryFn: () => apiData(paths(sport).tables, { body: ref, schema: standingsSchema }),
    staleTime: 60_000,
  });

export const seasonMatchesQuery = (sport: Sport, ref: SeasonRef) =>
  queryOptions({
    queryKey: ["library", sport, "matches", ref.seasonId],
    queryFn: async () => (await apiData(paths(sport).matches, { body: ref, schema: matchesSchema })).matches,
    staleTime: 60_000,
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

// The news calls (docs/api-calls.md "News") as query options: the tab lists (pages of 10), the
// teams with news, an article, and the read it adds.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";

const newsTagSchema = z.object({ type: z.number(), id: z.number(), name: z.string(), logo: z.string() });
export type NewsTag = z.infer<typeof newsTagSchema>;

const newsItemSchema = z.object({
  viewId: z.number(),
  sportType: z.number(),
  category: z.number(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  publishTime: z.number(),
  readCount: z.number(),
  source: z.string(),
  matchId: z.nullable(z.number()),
  tags: listOf(newsTagSchema),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const newsPageSchema = z.object({ items: listOf(newsItemSchema), total: z.number() });
export type NewsPage = z.infer<typeof newsPageSchema>;

const newsDetailSchema = z.extend(newsItemSchema, {
  author: z.string(),
  content: z.string(),
  related: listOf(newsItemSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

const newsTeamSchema = z.object({ teamId: z.number(), teamName: z.string(), teamLogo: z.string(), sportType: z.number(), newsCount: z.number() });
export type NewsTeam = z.infer<typeof newsTeamSchema>;

const readingSchema = z.object({ viewId: z.number(), readCount: z.number() });

/** A refusal the server answered (a code, not a lost connection): asking again changes nothing. */
class NewsRefusal extends Error {}

async function post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>): Promise<T> {
  const result = await apiRequest(path, { body, schema });
  if (!result.ok) throw result.reason === "code" ? new NewsRefusal(result.message) : new Error(result.message);
  return result.data;
}

const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(error instanceof NewsRefusal);

/** The centre's tabs, in order, with the call each lists. */
export const NEWS_TABS = [
  { value: "hots", label: "热门", path: API_PATHS.news.hots },
  { value: "competitions", label: "赛事", path: API_PATHS.news.competitions },
  { value: "teams", label: "球队", path: API_PATHS.news.teams },
  { value: "players", label: "球员", path: API_PATHS.news.players },
  { value: "matches", label: "比赛", path: API_PATHS.news.matches },
] as const;
export type NewsTab = (typeof NEWS_TABS)[number]["value"];

export const NEWS_PAGE_SIZE = 10;

/** A tab's list, page by page; `teamId` filters the team tab. */
export const newsListQuery = (tab: NewsTab, teamId: number | null = null) =>
  infiniteQueryOptions({
    queryKey: ["news", "list", tab, teamId],
    queryFn: ({ pageParam }) =>
      post(NEWS_TABS.find((t) => t.value === tab)!.path, { pageNum: pageParam, pageSize: NEWS_PAGE_SIZE, ...(teamId === null ? {} : { teamId }) }, newsPageSchema),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.items.length, 0) < last.total && last.items.length > 0 ? pages.length + 1 : undefined),
    staleTime: 60_000,
  });

/** The ten most read, for the side ranking. */
export const hotRankingQuery = () =>
  queryOptions({
    queryKey: ["news", "ranking"],
    queryFn: async () => (await post(API_PATHS.news.hots, { pageNum: 1, pageSize: 10 }, newsPageSchema)).items,
    staleTime: 60_000,
  });

export const newsTeamsQuery = () =>
  queryOptions({
    queryKey: ["news", "teams"],
    queryFn: () => post(API_PATHS.news.teamList, {}, listOf(newsTeamSchema)),
    staleTime: 5 * 60_000,
  });

export const newsDetailQuery = (viewId: number) =>
  queryOptions({
    queryKey: ["news", "detail", viewId],
    queryFn: () => post(API_PATHS.news.detail, { viewId }, newsDetailSchema),
    staleTime: 60_000,
    // An unknown article (资讯不存在) shows at once.
    retry: retryUnlessRefused,
  });

/** One read of an article; the count after it. */
export const plusReading = (viewId: number) => post(API_PATHS.news.plusReading, { viewId }, readingSchema);

// 直播通知 (docs/api-calls.md "Live notices"): what the anchors the caller follows are doing — live
// now, or a preview posted — newest first, 20 a page.
import { infiniteQueryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";

const PAGE_SIZE = 20;

const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(["live", "preview"]),
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  roomId: z.number(),
  title: z.string(),
  match: z.nullable(
    z.object({ matchId: z.number(), sportType: z.number(), homeTeamName: z.string(), awayTeamName: z.string(), competitionShortName: z.string(), matchTime: z.number() }),
  ),
  time: z.number(),
});
export type LiveNotice = z.infer<typeof noticeSchema>;

const pageSchema = z.object({ items: listOf(noticeSchema), total: z.number() });

export const liveNoticesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ["center", "notices", userId],
    queryFn: ({ pageParam }) => apiData(API_PATHS.personal.notifications, { body: { pageNum: pageParam, pageSize: PAGE_SIZE }, schema: pageSchema }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.items.length < PAGE_SIZE ? undefined : pages.length + 1),
    staleTime: 0,
  });

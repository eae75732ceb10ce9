// The two searches, a page at a time: living rooms (POST /v1/living/home/search {query}) and
// anchors (POST /anchor/search {keyword}), both {pageNum, pageSize: 10}. A failure is shown in
// the pop-up itself (codes are not toasted as well); the query keeps the pages already loaded.
import { infiniteQueryOptions } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { apiData } from "@/shared/api";
import { nextSearchPage, SEARCH_PAGE_SIZE } from "../lib/search-paging";
import { anchorSearchItemSchema, liveSearchItemSchema, searchPageSchema, type AnchorSearchItem, type LiveSearchItem } from "./search-items";

export type SearchTab = "live" | "anchor";

export interface SearchPage<T> {
  items: T[];
  total: number;
}

const livePageSchema = searchPageSchema(liveSearchItemSchema);
const anchorPageSchema = searchPageSchema(anchorSearchItemSchema);

export function fetchLivePage(query: string, pageNum: number, signal?: AbortSignal): Promise<SearchPage<LiveSearchItem>> {
  return apiData(API_PATHS.living.search, { body: { query, pageNum, pageSize: SEARCH_PAGE_SIZE }, schema: livePageSchema, signal, silentCodes: "all" });
}

export function fetchAnchorPage(keyword: string, pageNum: number, signal?: AbortSignal): Promise<SearchPage<AnchorSearchItem>> {
  return apiData(API_PATHS.anchor.search, { body: { keyword, pageNum, pageSize: SEARCH_PAGE_SIZE }, schema: anchorPageSchema, signal, silentCodes: "all" });
}

const pagingOptions = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: { items: readonly unknown[] }, _pages: unknown, lastPageNum: number) => nextSearchPage(lastPage, lastPageNum),
  staleTime: 30_000,
  retry: false,
} as const;

export const liveSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ["search", "live", query],
    queryFn: ({ pageParam, signal }) => fetchLivePage(query, pageParam, signal),
    enabled: query !== "",
    ...pagingOptions,
  });

export const anchorSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ["search", "anchor", keyword],
    queryFn: ({ pageParam, signal }) => fetchAnchorPage(keyword, pageParam, signal),
    enabled: keyword !== "",
    ...pagingOptions,
  });

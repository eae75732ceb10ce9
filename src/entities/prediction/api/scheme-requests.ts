// The scheme calls (docs/api-calls.md "Prediction schemes"): the /forecast list (paged, by sport
// and anchor), one scheme, the caller's own schemes with their record, and publishing. Each reply
// is validated; a failure is an Error with the server's message, shown in place by the page.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest } from "@/shared/api";
import type { PickKind, PickSelection } from "./pick-schema";
import { mySchemePageSchema, schemePageSchema, schemeSchema } from "./scheme-schemas";

async function post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<T> {
  // Pages show failures in place (with 重试): no toast as well.
  const result = await apiRequest(path, { body, schema, signal, background: true });
  if (!result.ok) throw new Error(result.message || "加载失败");
  return result.data;
}

export const SCHEME_PAGE_SIZE = 10;

export interface SchemeFilter {
  /** 0 both sports, 1 football, 2 basketball. */
  sportType: 0 | 1 | 2;
  /** An anchor's customId; undefined for every anchor. */
  customId?: number;
  pageNum: number;
}

export const schemesQuery = ({ sportType, customId, pageNum }: SchemeFilter) =>
  queryOptions({
    queryKey: ["prediction", "schemes", sportType, customId ?? 0, pageNum],
    queryFn: ({ signal }) => post(API_PATHS.prediction.schemes, { sportType, customId, pageNum, pageSize: SCHEME_PAGE_SIZE }, schemePageSchema, signal),
    placeholderData: keepPreviousData,
  });

export const schemeDetailQuery = (schemeId: number) =>
  queryOptions({
    queryKey: ["prediction", "scheme", schemeId],
    queryFn: ({ signal }) => post(API_PATHS.prediction.schemeDetail, { schemeId }, schemeSchema, signal),
  });

/** The caller's schemes; forecastType 0 all, 1 单场, 2 串关. */
export const mySchemesQuery = (userId: number, forecastType: 0 | 1 | 2, pageNum: number) =>
  queryOptions({
    queryKey: ["prediction", "mine", userId, forecastType, pageNum],
    queryFn: ({ signal }) => post(API_PATHS.prediction.mySchemes, { forecastType, pageNum, pageSize: SCHEME_PAGE_SIZE }, mySchemePageSchema, signal),
    placeholderData: keepPreviousData,
  });

export interface NewScheme {
  sportType: 1 | 2;
  title: string;
  analysis: string;
  picks: { matchId: number; kind: PickKind; selection: PickSelection }[];
}

/** Publishes a scheme; every scheme list is asked again afterwards. */
export function usePublishScheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scheme: NewScheme) => post(API_PATHS.prediction.addScheme, scheme, schemeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: ["prediction"] }),
  });
}

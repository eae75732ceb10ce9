// What a scheme page's address asks for: /forecast's filter and page (`?sport=&customId=&page=`)
// and /forecastDetail's scheme (`?id=`). The pages read them, and so do the routes, which ask for
// the first view's schemes as the address matches, before the page's code is here.
import { sportTypeOf, type Sport } from "@/shared/config";
import type { SchemeFilter } from "../api/scheme-requests";

/** /forecast's query as the route validates it (app/routes/search-params.ts). */
export interface SchemeListSearch {
  sport?: Sport;
  customId?: string;
  page?: number;
}

/** The list a /forecast address shows: both sports unless one is named, every anchor unless a positive customId is. */
export function schemeFilterOf(search: SchemeListSearch): SchemeFilter {
  const customId = search.customId !== undefined && Number(search.customId) > 0 ? Number(search.customId) : undefined;
  return { sportType: search.sport ? sportTypeOf(search.sport) : 0, customId, pageNum: search.page ?? 1 };
}

/** /forecastDetail?id={schemeId}: a positive integer, else nothing (the page says 方案不存在). */
export function schemeIdOf(search: unknown): number | null {
  const raw = search && typeof search === "object" ? (search as Record<string, unknown>)["id"] : undefined;
  const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

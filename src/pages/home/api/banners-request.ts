// The banners (GET /banner/search): normal banners for 官方精选 and focus banners (sourceType 20)
// per sport beside 今日焦点赛事, each list in sortOrder (docs/api-calls.md "Home, search, anchors
// and live rooms").
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, idSchema, listOf, textOrEmpty, countOrZero } from "@/shared/api";
import type { Sport } from "@/shared/config";

/** sourceType of a focus banner; anything else is a normal banner. */
export const FOCUS_BANNER = 20;

const bannerSchema = z.object({
  id: idSchema,
  title: textOrEmpty,
  sourceType: countOrZero,
  sourceValue: textOrEmpty,
  sortOrder: countOrZero,
  bannerPath: textOrEmpty,
  linkUrl: textOrEmpty,
});

export type Banner = z.infer<typeof bannerSchema>;

export interface HomeBanners {
  normal: Banner[];
  focus: Readonly<Record<Sport, Banner[]>>;
}

/** Splits the banners into normal ones and each sport's focus ones, each in sortOrder; a banner without an image is left out. */
export function splitBanners(banners: readonly Banner[]): HomeBanners {
  const shown = banners.filter((banner) => banner.bannerPath !== "").sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const focusOf = (sport: Sport) => shown.filter((b) => b.sourceType === FOCUS_BANNER && b.sourceValue === sport);
  return {
    normal: shown.filter((b) => b.sourceType !== FOCUS_BANNER),
    focus: { football: focusOf("football"), basketball: focusOf("basketball") },
  };
}

export async function fetchBanners(signal?: AbortSignal): Promise<HomeBanners> {
  const result = await apiRequest(API_PATHS.config.banners, { method: "GET", schema: listOf(bannerSchema), signal });
  if (!result.ok) throw new Error(result.message);
  return splitBanners(result.data);
}

export const bannersQuery = () =>
  queryOptions({ queryKey: ["site", "banners"], queryFn: ({ signal }) => fetchBanners(signal), staleTime: 10 * 60_000 });

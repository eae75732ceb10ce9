// The site's dictionaries (POST /dict/getDictMap {types}): the app's download QR codes (sorted by
// `sort`), the permanent website addresses and the home notice (docs/api-calls.md "Feedback,
// complaint, uploads, dictionaries, links"). One call for all three, shared by the download
// prompt, the side panel, /downLoad and the home notice bar.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, countOrZero, listOf, textOrEmpty } from "@/shared/api";

const qrCodeSchema = z.object({ id: z.number(), value: z.string(), label: textOrEmpty, sort: countOrZero });
const valueSchema = z.object({ value: textOrEmpty });

const siteDictsSchema = z.pipe(
  z.object({ qrCode: listOf(qrCodeSchema), domains: listOf(valueSchema), home_notice: listOf(valueSchema) }),
  z.transform((dicts) => ({
    qrCodes: [...dicts.qrCode].sort((a, b) => a.sort - b.sort),
    domains: dicts.domains.map((d) => d.value).filter(Boolean),
    homeNotice: dicts.home_notice.map((d) => d.value).filter(Boolean).join("　"),
  })),
);

export type QrCode = z.infer<typeof qrCodeSchema>;
export type SiteDicts = z.infer<typeof siteDictsSchema>;

export function fetchSiteDicts(signal?: AbortSignal): Promise<SiteDicts> {
  return apiData(API_PATHS.config.dictMap, {
    body: { types: ["qrCode", "home_notice", "domains"] },
    schema: siteDictsSchema,
    signal,
  });
}

export const siteDictsQuery = () =>
  queryOptions({ queryKey: ["site", "dicts"], queryFn: ({ signal }) => fetchSiteDicts(signal), staleTime: 30 * 60_000 });

export const useSiteDicts = () => useQuery(siteDictsQuery());

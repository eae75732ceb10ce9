// Agreement and guide links (GET /v1/link/query), cached in localStorage under `agreement`
// (docs/product-rules.md "Header and shell") so they open at once on the next visit.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";

export const AGREEMENT_STORAGE_KEY = "agreement";

const linkSchema = z.object({ linkType: z.number(), linkPath: z.string() });
export type AgreementLink = z.infer<typeof linkSchema>;
const linksSchema = listOf(linkSchema);

function readCachedLinks(): AgreementLink[] | undefined {
  try {
    const raw = localStorage.getItem(AGREEMENT_STORAGE_KEY);
    const parsed = raw ? linksSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchAgreementLinks(): Promise<AgreementLink[]> {
  const result = await apiRequest(API_PATHS.config.agreementLinks, { method: "GET", schema: linksSchema });
  if (!result.ok) throw new Error(result.message);
  try {
    localStorage.setItem(AGREEMENT_STORAGE_KEY, JSON.stringify(result.data));
  } catch {
    // storage full or blocked: the links still work for this visit
  }
  return result.data;
}

export const agreementLinksQuery = () =>
  queryOptions({
    queryKey: ["agreement-links"],
    queryFn: fetchAgreementLinks,
    initialData: readCachedLinks,
    // The cached copy counts as stale, so it shows at once and is refreshed in the background;
    // the fresh copy then holds for the rest of the visit.
    initialDataUpdatedAt: 0,
    staleTime: 60 * 60_000,
  });

// The anchor calls (docs/api-calls.md "Home, search, anchors and live rooms"): the best-rated
// anchors (/anchor/top, 好评解说), one anchor (/anchor/detail) and its previews
// (/anchor/findPreview). Fetchers and query options. A token sent with them is read, so
// followStatus and remind are the caller's: the viewer's id is part of the keys.
import { queryOptions } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { apiRequest, listOf, type ApiFailure } from "@/shared/api";
import { anchorInfoSchema, previewItemSchema, type AnchorInfo, type PreviewItem } from "./anchor-schemas";

/** A failed anchor call as a thrown value: the reply's code and message stay readable (10001 用户不存在). */
export class AnchorRequestError extends Error {
  readonly code: number | undefined;
  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "AnchorRequestError";
    this.code = failure.code;
  }
}

/** The server's 10001 `用户不存在`: the id names no anchor. */
export const isUnknownAnchor = (error: unknown): boolean => error instanceof AnchorRequestError && error.code === 10001;

const ANCHOR_STALE_MS = 60_000;
type Viewer = number | null;

export async function fetchTopAnchors(signal?: AbortSignal): Promise<AnchorInfo[]> {
  const result = await apiRequest(API_PATHS.anchor.top, { body: {}, schema: listOf(anchorInfoSchema), signal });
  if (!result.ok) throw new AnchorRequestError(result);
  return result.data;
}

export const topAnchorsQuery = (viewer: Viewer) =>
  queryOptions({ queryKey: ["anchor", "top", viewer], queryFn: ({ signal }) => fetchTopAnchors(signal), staleTime: ANCHOR_STALE_MS });

export async function fetchAnchorDetail(customId: number, signal?: AbortSignal): Promise<AnchorInfo> {
  // 用户不存在 is the page's own message, not a toast.
  const result = await apiRequest(API_PATHS.anchor.detail, { body: { customId }, schema: anchorInfoSchema, signal, silentCodes: [10001] });
  if (!result.ok) throw new AnchorRequestError(result);
  return result.data;
}

export const anchorDetailQuery = (customId: number, viewer: Viewer) =>
  queryOptions({
    queryKey: ["anchor", customId, "detail", viewer],
    queryFn: ({ signal }) => fetchAnchorDetail(customId, signal),
    staleTime: ANCHOR_STALE_MS,
    retry: (count, error) => !isUnknownAnchor(error) && count < 2,
  });

export async function fetchAnchorPreviews(customId: number, signal?: AbortSignal): Promise<PreviewItem[]> {
  const result = await apiRequest(API_PATHS.anchor.findPreview, { body: { customId }, schema: listOf(previewItemSchema), signal, silentCodes: [10001] });
  if (!result.ok) throw new AnchorRequestError(result);
  return result.data;
}

export const anchorPreviewsQuery = (customId: number, viewer: Viewer) =>
  queryOptions({
    queryKey: ["anchor", customId, "previews", viewer],
    queryFn: ({ signal }) => fetchAnchorPreviews(customId, signal),
    staleTime: ANCHOR_STALE_MS,
    retry: (count, error) => !isUnknownAnchor(error) && count < 2,
  });

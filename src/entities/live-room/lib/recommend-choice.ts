// What the recommendation strip shows (docs/product-rules.md "Home"): 直播推荐 with the living
// rooms and previews when there are at least 3 of them, otherwise 好评解说 (the best-rated
// anchors, /anchor/top). A failed recommendation call reads as none.
import type { PreviewItem } from "@/entities/anchor/@x/live-room";
import type { LiveRoomItem } from "../api/live-room-item-schema";

/** Fewer entries than this and the strip shows the best-rated anchors instead. */
export const RECOMMEND_MIN = 3;

export type RecommendSlide = { kind: "live"; room: LiveRoomItem } | { kind: "preview"; preview: PreviewItem };

export type StripChoice = { kind: "recommend"; title: "直播推荐"; slides: RecommendSlide[] } | { kind: "top"; title: "好评解说" };

export function chooseStrip(reply: { livings: readonly LiveRoomItem[]; previews: readonly PreviewItem[] } | null, showCount: number): StripChoice {
  const slides: RecommendSlide[] = [
    ...(reply?.livings ?? []).map((room): RecommendSlide => ({ kind: "live", room })),
    ...(reply?.previews ?? []).map((preview): RecommendSlide => ({ kind: "preview", preview })),
  ].slice(0, showCount);
  return slides.length >= RECOMMEND_MIN ? { kind: "recommend", title: "直播推荐", slides } : { kind: "top", title: "好评解说" };
}

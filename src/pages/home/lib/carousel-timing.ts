// 官方精选's rotation (docs/product-rules.md "Home"): banners in groups of 3; each item is shown
// for 3 s and a group for 9 s, so the last item of a short group holds the group's remaining time.
export const CAROUSEL_GROUP_SIZE = 3;
export const CAROUSEL_ITEM_MS = 3_000;
export const CAROUSEL_GROUP_MS = 9_000;

export const groupOf = (index: number): number => Math.floor(index / CAROUSEL_GROUP_SIZE);

export const groupCount = (count: number): number => Math.ceil(count / CAROUSEL_GROUP_SIZE);

/** The indexes of a group's banners. */
export function groupItems(group: number, count: number): number[] {
  const first = group * CAROUSEL_GROUP_SIZE;
  return Array.from({ length: Math.max(0, Math.min(CAROUSEL_GROUP_SIZE, count - first)) }, (_, i) => first + i);
}

/** How long banner `index` stays active before the next one (3 s; the group's rest for its last item). */
export function itemDuration(index: number, count: number): number {
  const items = groupItems(groupOf(index), count);
  const isLast = items[items.length - 1] === index;
  return isLast ? CAROUSEL_GROUP_MS - CAROUSEL_ITEM_MS * (items.length - 1) : CAROUSEL_ITEM_MS;
}

export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

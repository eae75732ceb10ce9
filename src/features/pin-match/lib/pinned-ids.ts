// Pinned match ids (docs/product-rules.md "Pins": kept in localStorage), stored as a JSON array
// of ids, oldest first; a pin is added at the end, so the newest pin is last. Capped so the key
// cannot grow without bound as old matches drop out of every list.
export const PINNED_MATCHES_KEY = "pinnedMatches";
export const MAX_PINNED = 200;

export function parsePinnedIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(-MAX_PINNED);
  } catch {
    return [];
  }
}

export function togglePinnedId(ids: readonly number[], matchId: number): number[] {
  return ids.includes(matchId) ? ids.filter((id) => id !== matchId) : [...ids, matchId].slice(-MAX_PINNED);
}

// The live rooms and previews the world starts with: anchors streaming today's in-play (or
// about to start) matches, popular competitions favoured, and previews of later matches.

import { MINUTE_MS } from "../calendar";
import type { Catalog } from "../catalog/catalog";
import type { SimAnchor, SimMatch } from "../model";
import type { Random } from "../random";
import { isGoing } from "../schedule/match-progress";
import type { LiveBoard } from "./live-board";

export interface LiveSeedInput {
  rng: Random;
  now: number;
  catalog: Catalog;
  anchors: readonly SimAnchor[];
  board: LiveBoard;
  /** Candidate matches: yesterday's late ones, today's, tomorrow's. */
  matches: readonly SimMatch[];
  livingTarget: number;
  previewTarget: number;
}

/** Popularity weight: fans (and anchors) flock to the hot competitions. */
export function matchWeight(catalog: Catalog, m: SimMatch): number {
  const c = catalog.competitionById.get(m.competitionId);
  return c?.hot ? 8 : c?.topOne ? 3 : 1;
}

/** Weighted picker over a fixed candidate list (cumulative weights + binary search). */
export function weightedPicker(items: readonly SimMatch[], weight: (m: SimMatch) => number): (rng: Random) => SimMatch | undefined {
  const cumulative: number[] = [];
  let total = 0;
  for (const m of items) cumulative.push((total += weight(m)));
  return (rng) => {
    if (items.length === 0) return undefined;
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

export function seedLiveBoard(input: LiveSeedInput): void {
  const { rng, now, catalog, board } = input;
  const weight = (m: SimMatch) => matchWeight(catalog, m);
  const soon = (m: SimMatch) => m.statusId === 1 && m.kickoffAt > now && m.kickoffAt - now <= 45 * MINUTE_MS;
  const later = (m: SimMatch) => m.statusId === 1 && m.kickoffAt > now + 10 * MINUTE_MS;
  const bySport = (sport: SimMatch["sport"], pred: (m: SimMatch) => boolean) => input.matches.filter((m) => m.sport === sport && pred(m));

  const liveFootball = bySport("football", (m) => isGoing(m) || soon(m));
  const liveBasketball = bySport("basketball", (m) => isGoing(m) || soon(m));
  // Nothing on right now (small hours): anchors host pre-match shows for the next matches.
  const fallback = input.matches.filter(later).slice(0, 200);
  const pickLive = {
    1: weightedPicker(liveFootball.length ? liveFootball : fallback, weight),
    2: weightedPicker(liveBasketball.length ? liveBasketball : liveFootball.length ? liveFootball : fallback, weight),
  };
  const previewFootball = bySport("football", later);
  const previewBasketball = bySport("basketball", later);
  const pickPreview = {
    1: weightedPicker(previewFootball, weight),
    2: weightedPicker(previewBasketball.length ? previewBasketball : previewFootball, weight),
  };

  const order = rng.shuffle([...input.anchors]);
  for (let i = 0; i < Math.min(input.livingTarget, order.length); i++) {
    const anchor = order[i] as SimAnchor;
    const match = pickLive[anchor.sportType](rng);
    if (!match) continue;
    const startedAt = isGoing(match) ? Math.max(match.kickoffAt - 10 * MINUTE_MS, now - rng.int(5, 150) * MINUTE_MS) : now - rng.int(1, 30) * MINUTE_MS;
    board.startLiving(anchor.customId, match, Math.min(now, startedAt), rng.int(80, 60000));
  }
  for (let j = 0; j < input.previewTarget; j++) {
    const anchor = order[(input.livingTarget + j) % order.length];
    if (!anchor) break;
    const match = pickPreview[anchor.sportType](rng);
    if (match) board.addPreview(anchor.customId, match);
  }
}

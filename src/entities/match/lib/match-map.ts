// The id → match maps of the lists, kept immutable (a new map per change, so stores notify and
// rows compare by identity) without copying ~11k entries per change: matches sit in 1,024 small
// buckets by id and a change copies only the buckets it touches (and the bucket index). A full copy took ~1.6 ms, at every 16 ms
// flush of pushes (bench/README.md). Read it as any ReadonlyMap; iteration order is by bucket.
import type { Match } from "../model/match-types";

const BUCKET_BITS = 10;
const BUCKET_MASK = (1 << BUCKET_BITS) - 1;
const bucketOf = (matchId: number) => matchId & BUCKET_MASK;

class BucketedMatchMap implements ReadonlyMap<number, Match> {
  constructor(
    private readonly buckets: readonly ReadonlyMap<number, Match>[],
    readonly size: number,
  ) {}

  get(matchId: number): Match | undefined {
    return this.buckets[bucketOf(matchId)]!.get(matchId);
  }

  has(matchId: number): boolean {
    return this.buckets[bucketOf(matchId)]!.has(matchId);
  }

  // Iterators over a flat array: a generator delegating to each bucket allocated two result
  // objects per match, and a re-sort walks all ~11k.
  entries(): MapIterator<[number, Match]> {
    const all: [number, Match][] = [];
    for (const bucket of this.buckets) for (const entry of bucket) all.push(entry);
    return all.values();
  }

  keys(): MapIterator<number> {
    const all: number[] = [];
    for (const bucket of this.buckets) for (const key of bucket.keys()) all.push(key);
    return all.values();
  }

  values(): MapIterator<Match> {
    const all: Match[] = [];
    for (const bucket of this.buckets) for (const match of bucket.values()) all.push(match);
    return all.values();
  }

  [Symbol.iterator](): MapIterator<[number, Match]> {
    return this.entries();
  }

  forEach(callback: (match: Match, matchId: number, map: ReadonlyMap<number, Match>) => void, thisArg?: unknown): void {
    for (const [matchId, match] of this.entries()) callback.call(thisArg, match, matchId, this);
  }

  /** A new map with `changed` put in (replaced or added); this one stays as it was. */
  with(changed: Iterable<Match>): BucketedMatchMap {
    const buckets = this.buckets.slice();
    const copied = new Set<number>();
    let size = this.size;
    for (const match of changed) {
      const index = bucketOf(match.matchId);
      if (!copied.has(index)) {
        buckets[index] = new Map(buckets[index]);
        copied.add(index);
      }
      const bucket = buckets[index] as Map<number, Match>;
      if (!bucket.has(match.matchId)) size += 1;
      bucket.set(match.matchId, match);
    }
    return copied.size === 0 ? this : new BucketedMatchMap(buckets, size);
  }
}

const EMPTY = new BucketedMatchMap(
  Array.from({ length: BUCKET_MASK + 1 }, () => new Map<number, Match>()),
  0,
);

/** A list's matches by id. */
export const matchMapOf = (matches: Iterable<Match>): ReadonlyMap<number, Match> => EMPTY.with(matches);

/** `matches` with `changed` put in, as a new map; the same map when `changed` is empty. */
export function withMatches(matches: ReadonlyMap<number, Match>, changed: readonly Match[]): ReadonlyMap<number, Match> {
  if (changed.length === 0) return matches;
  const bucketed = matches instanceof BucketedMatchMap ? matches : EMPTY.with(matches.values());
  return bucketed.with(changed);
}

/** Applies edits to their matches in order; the same map when no edit changed anything. */
export function editMatches(
  matches: ReadonlyMap<number, Match>,
  edits: ReadonlyArray<readonly [number, (match: Match) => Match]>,
): ReadonlyMap<number, Match> {
  const changed = new Map<number, Match>();
  for (const [matchId, edit] of edits) {
    const current = changed.get(matchId) ?? matches.get(matchId);
    if (!current) continue;
    const next = edit(current);
    if (next !== current) changed.set(matchId, next);
  }
  return withMatches(matches, [...changed.values()]);
}

// The engine's agenda: a binary min-heap ordered by (time, rank, id). The rank and id break
// ties the same way every run, which is what keeps frames identical for the same seed.

export interface QueueEntry {
  at: number;
  /** Tie-break between kinds due at the same ms (see EntryRank). */
  rank: number;
  id: number;
  /** Matched against the owner's current version; stale entries are skipped when popped. */
  ver: number;
}

/** roomClose: a banned room's close (id = the anchor's customId, ver = its ban). */
export const EntryRank = { armDay: 0, match: 1, anchors: 2, load: 3, roomClose: 4 } as const;

function before(a: QueueEntry, b: QueueEntry): boolean {
  return a.at < b.at || (a.at === b.at && (a.rank < b.rank || (a.rank === b.rank && a.id < b.id)));
}

export class EventQueue {
  private readonly heap: QueueEntry[] = [];

  get size(): number {
    return this.heap.length;
  }

  peek(): QueueEntry | undefined {
    return this.heap[0];
  }

  push(entry: QueueEntry): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as QueueEntry;
      if (!before(entry, p)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = entry;
  }

  pop(): QueueEntry | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    let i = 0;
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const child = r < n && before(heap[r] as QueueEntry, heap[l] as QueueEntry) ? r : l;
      const c = heap[child] as QueueEntry;
      if (!before(c, last)) break;
      heap[i] = c;
      i = child;
    }
    heap[i] = last;
    return top;
  }
}

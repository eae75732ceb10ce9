// A bounded ring of the last `capacity` items, addressed by absolute index (the count of items
// ever pushed before it), so a position taken earlier still names the same item while it is kept.
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private pushed = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`ring capacity ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  /** Items ever pushed; the next item's absolute index. */
  get total(): number {
    return this.pushed;
  }

  /** Absolute index of the oldest item kept. */
  get first(): number {
    return Math.max(0, this.pushed - this.capacity);
  }

  get length(): number {
    return this.pushed - this.first;
  }

  push(item: T): void {
    this.items[this.pushed % this.capacity] = item;
    this.pushed += 1;
  }

  /** The item at an absolute index, undefined once it was overwritten or before it was pushed. */
  at(index: number): T | undefined {
    return index >= this.first && index < this.pushed ? this.items[index % this.capacity] : undefined;
  }

  /** Items from absolute index `from` (clamped to what is kept) to the newest, oldest first. */
  since(from: number): T[] {
    const out: T[] = [];
    for (let i = Math.max(from, this.first); i < this.pushed; i++) out.push(this.items[i % this.capacity] as T);
    return out;
  }

  clear(): void {
    this.items.fill(undefined);
    this.pushed = 0;
  }
}

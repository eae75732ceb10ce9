// A set of numbers with O(1) add, delete and uniform random pick: the engine picks random
// in-play matches and random living anchors every few simulated seconds without scanning.

import type { Random } from "./random";

export class IndexedSet {
  private readonly items: number[] = [];
  private readonly index = new Map<number, number>();

  get size(): number {
    return this.items.length;
  }

  has(value: number): boolean {
    return this.index.has(value);
  }

  add(value: number): void {
    if (this.index.has(value)) return;
    this.index.set(value, this.items.length);
    this.items.push(value);
  }

  delete(value: number): void {
    const i = this.index.get(value);
    if (i === undefined) return;
    const last = this.items.pop() as number;
    this.index.delete(value);
    if (last !== value) {
      this.items[i] = last;
      this.index.set(last, i);
    }
  }

  /** A uniformly random member, or undefined when empty. */
  random(rng: Random): number | undefined {
    return this.items.length === 0 ? undefined : this.items[Math.floor(rng.next() * this.items.length)];
  }

  values(): readonly number[] {
    return this.items;
  }
}

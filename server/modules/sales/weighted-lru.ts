/**
 * A least-recently-used map bounded by the total weight of what it holds, not by how many items: the sales
 * buckets weigh what they hold in transactions (one busy month holds thousands, a quiet one a handful), so the
 * bound is on transactions kept in memory. Adding an item drops the least recently used ones until the total is
 * within `max` again; the item just added is kept even alone over `max` (it is about to be used).
 */
export class WeightedLru<V> {
  private readonly items = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(readonly max: number) {}

  /** The item, now the most recently used. */
  get(key: string): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  /** The item, its recency unchanged. */
  peek(key: string): V | undefined {
    return this.items.get(key)?.value;
  }

  set(key: string, value: V, weight: number): void {
    this.delete(key);
    this.items.set(key, { value, weight });
    this.total += weight;
    // a Map iterates in insertion order: the least recently used come first
    for (const [oldest, item] of this.items) {
      if (this.total <= this.max || oldest === key) break;
      this.items.delete(oldest);
      this.total -= item.weight;
    }
  }

  delete(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.total -= item.weight;
  }

  clear(): void {
    this.items.clear();
    this.total = 0;
  }

  /** The total weight held. */
  get weight(): number {
    return this.total;
  }

  get size(): number {
    return this.items.size;
  }
}

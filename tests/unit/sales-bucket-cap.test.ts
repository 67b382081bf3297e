import { describe, expect, it } from 'vitest';
import {
  BUCKET_ENTRIES_MAX,
  BYTES_PER_CACHED_ENTRY,
  weightOf,
  type BucketDoc,
  type BucketEntry,
} from '../../server/modules/sales/sale-buckets';
import { WeightedLru } from '../../server/modules/sales/weighted-lru';

/**
 * The sales buckets' memory cap (issue 16: a cached transaction costs about 2 KB, not the 1 KB first assumed):
 * the copies never hold more transactions than the cap, counted by entries, whatever the mix of busy and quiet
 * months; the least recently read go first.
 */

/** A month bucket holding `entries` transactions (their contents do not matter to the weight). */
const month = (entries: number): BucketDoc => ({
  _id: `sales:shop:2026-${entries}`,
  entries: Object.fromEntries(
    Array.from({ length: entries }, (_, i) => [`t${i}`, {} as BucketEntry]),
  ),
});

describe('the sales buckets’ cap', () => {
  it('keeps to about 200 MB at the measured 2–2.5 KB a transaction', () => {
    expect(BYTES_PER_CACHED_ENTRY).toBeGreaterThanOrEqual(2_048);
    expect(BUCKET_ENTRIES_MAX * BYTES_PER_CACHED_ENTRY).toBeLessThanOrEqual(200 * 1024 * 1024);
    // two years of the benchmark's busy shop (50,000 transactions) still fit whole
    expect(BUCKET_ENTRIES_MAX).toBeGreaterThanOrEqual(50_000);
  });

  it('weighs a month by its transactions', () => {
    expect(weightOf(month(2_000))).toBe(2_001);
    expect(weightOf(null)).toBe(1);
    expect(weightOf({ _id: 'sales:shop', months: { '2026-01': 1, '2026-02': 1 } })).toBe(3);
  });

  it('never holds more transactions than the cap, busy and quiet months mixed', () => {
    const copies = new WeightedLru<string>(10_000);
    let stored = 0;
    for (let i = 0; i < 200; i += 1) {
      // a busy month (2,000), then quiet ones
      const entries = i % 5 === 0 ? 2_000 : (i * 37) % 300;
      copies.set(`m${i}`, `month ${i}`, weightOf(month(entries)));
      stored += entries + 1;
      expect(copies.weight).toBeLessThanOrEqual(10_000);
    }
    expect(stored).toBeGreaterThan(10_000 * 10);
    // the newest is always kept
    expect(copies.peek('m199')).toBe('month 199');
    expect(copies.peek('m0')).toBeUndefined();
  });

  it('drops the least recently read first', () => {
    const copies = new WeightedLru<number>(300);
    copies.set('a', 1, 100);
    copies.set('b', 2, 100);
    copies.set('c', 3, 100);
    expect(copies.get('a')).toBe(1); // read again: now the most recent
    copies.set('d', 4, 100);
    expect([copies.peek('a'), copies.peek('b'), copies.peek('c'), copies.peek('d')]).toEqual([
      1,
      undefined,
      3,
      4,
    ]);
    expect(copies.weight).toBe(300);
    // a rewrite replaces the weight, not adds to it
    copies.set('d', 5, 50);
    expect(copies.weight).toBe(250);
  });

  it('keeps one month alone over the cap (about to be read), and drops it at the next', () => {
    const copies = new WeightedLru<number>(1_000);
    copies.set('quiet', 1, 10);
    copies.set('huge', 2, 5_000);
    expect(copies.size).toBe(1);
    expect(copies.peek('huge')).toBe(2);
    copies.set('next', 3, 10);
    expect(copies.peek('huge')).toBeUndefined();
    expect(copies.weight).toBe(10);
  });
});

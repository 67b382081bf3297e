import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogDocument } from '../../server/modules/bookings/booking-documents';
import { shareIndexStamps } from '../../server/modules/bookings/booking-index-store';

/**
 * The shop and service copies a create reads (server/modules/bookings/booking-documents.ts): kept while the
 * catalog has not changed; their age matters only when other instances write (a change whose announcement was
 * lost), so alone a copy read a minute ago is still served, and with several instances it is read again.
 */
afterEach(() => {
  shareIndexStamps(null);
  vi.useRealTimers();
});

const stamps = { read: async (ids: readonly string[]) => ids.map(() => ''), bump: async () => {} };

async function readsAfterAMinute(key: string): Promise<number> {
  vi.useFakeTimers({ toFake: ['Date'] });
  const catalog = { changeCount: 3 };
  let reads = 0;
  const read = async () => ({ _id: key, read: (reads += 1) });
  await catalogDocument(catalog, key, read);
  vi.advanceTimersByTime(60_000);
  await catalogDocument(catalog, key, read);
  return reads;
}

describe('catalog document copies', () => {
  it('alone, a copy is served however long ago it was read', async () => {
    expect(await readsAfterAMinute('shop:alone')).toBe(1);
  });

  it('with several instances, a copy older than ten seconds is read again', async () => {
    shareIndexStamps(stamps);
    expect(await readsAfterAMinute('shop:shared')).toBe(2);
  });

  it('a change of the catalog drops every copy', async () => {
    const catalog = { changeCount: 1 };
    let reads = 0;
    const read = async () => ({ read: (reads += 1) });
    await catalogDocument(catalog, 'shop:changed', read);
    await catalogDocument(catalog, 'shop:changed', read);
    catalog.changeCount += 1;
    await catalogDocument(catalog, 'shop:changed', read);
    expect(reads).toBe(2);
  });
});

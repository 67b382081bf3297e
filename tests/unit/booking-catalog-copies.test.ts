import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import {
  catalogDocument,
  preloadOnCatalogLoads,
} from '../../server/modules/bookings/booking-documents';
import type { CatalogSnapshot } from '../../server/modules/shops/shop-catalog';
import { shareIndexStamps } from '../../server/modules/bookings/booking-index-store';

/**
 * The shop and service copies a create reads (server/modules/bookings/booking-documents.ts): kept while the
 * catalog has not changed; their age matters only when other instances write (a change whose announcement was
 * lost), so alone a copy read a minute ago is still served, and with several instances it is read again.
 */
afterEach(() => {
  shareIndexStamps(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
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

/** A catalog whose loads the test announces, and the bulk reads answered with these documents. */
function loadingCatalog(shops: { _id: string }[], services: { _id: string }[]) {
  let announce: (snapshot: CatalogSnapshot) => void = () => undefined;
  const catalog = {
    changeCount: 5,
    onReload(listener: (snapshot: CatalogSnapshot) => void) {
      announce = listener;
      return () => undefined;
    },
  };
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const found = (docs: { _id: string }[]) =>
    ({ lean: () => answered.then(() => docs) }) as unknown as ReturnType<typeof ShopModel.find>;
  const shopReads = vi.spyOn(ShopModel, 'find').mockReturnValue(found(shops));
  vi.spyOn(ServiceModel, 'find').mockReturnValue(found(services) as never);
  preloadOnCatalogLoads(catalog);
  const load = (loadedAt: number) => announce({ loadedAt } as CatalogSnapshot);
  return { catalog, load, answer, shopReads };
}

describe('shop and service copies read in bulk after a catalog load', () => {
  it("a create's first read of a shop and a service waits for the bulk read and reads nothing itself", async () => {
    const { catalog, load, answer } = loadingCatalog(
      [{ _id: 'bulk-shop' }],
      [{ _id: 'bulk-service' }],
    );
    load(1);
    const read = vi.fn(async () => ({ _id: 'from the database' }));
    const shop = catalogDocument(catalog, 'shop:bulk-shop', read);
    const service = catalogDocument(catalog, 'service:bulk-service', read);
    answer();
    expect(await shop).toEqual({ _id: 'bulk-shop' });
    expect(await service).toEqual({ _id: 'bulk-service' });
    expect(read).not.toHaveBeenCalled();
  });

  it('a change made while the bulk read runs is read from the database', async () => {
    const { catalog, load, answer } = loadingCatalog([{ _id: 'changed-shop' }], []);
    load(2);
    catalog.changeCount += 1;
    answer();
    const read = vi.fn(async () => ({ _id: 'changed-shop', fresh: true }));
    expect(await catalogDocument(catalog, 'shop:changed-shop', read)).toEqual({
      _id: 'changed-shop',
      fresh: true,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("one shop's refresh (the same load time) reads nothing in bulk", async () => {
    const { load, answer, shopReads } = loadingCatalog([], []);
    load(3);
    answer();
    load(3);
    expect(shopReads).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../../server/modules/shops/shop.mapper';
import { ShopCatalog } from '../../server/modules/shops/shop-catalog';

/**
 * The in-memory catalog after a change: reads wait for a snapshot loaded after it (never the previous one, however
 * slow the load), all sharing one load; a change made while a load runs is followed by another load; only a failed
 * load serves the previous snapshot, and for a few seconds without waiting again.
 */
const entry = (id: string) =>
  ({
    shop: { id, name: id, rating: 0, reviewCount: 0 },
    approvalStatus: 'approved',
  }) as CatalogEntry;

/** A loader whose loads finish when the test says, each with the given shop ids (or an error). */
function controlledLoader() {
  const pending: { resolve: (e: CatalogEntry[]) => void; reject: (e: Error) => void }[] = [];
  return {
    loads: () => pending.length,
    loader: () =>
      new Promise<CatalogEntry[]>((resolve, reject) => pending.push({ resolve, reject })),
    finish: (n: number, ids: string[]) => pending[n]!.resolve(ids.map(entry)),
    fail: (n: number) => pending[n]!.reject(new Error('database unavailable')),
  };
}

const ids = async (catalog: ShopCatalog) => (await catalog.current()).entries.map((e) => e.shop.id);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ShopCatalog after a change', () => {
  it('every read after invalidate() waits for the new snapshot, sharing one load', async () => {
    const control = controlledLoader();
    const catalog = new ShopCatalog({ loader: control.loader });
    const first = ids(catalog);
    control.finish(0, ['a']);
    expect(await first).toEqual(['a']);

    catalog.invalidate();
    const reads = [ids(catalog), ids(catalog), ids(catalog)];
    await settle();
    expect(control.loads()).toBe(2);
    let answered = false;
    void Promise.all(reads).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false); // still waiting: the previous snapshot is not served
    control.finish(1, ['a', 'b']);
    expect(await Promise.all(reads)).toEqual([
      ['a', 'b'],
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('a change made while a load runs is followed by another load, which the reads wait for', async () => {
    const control = controlledLoader();
    const catalog = new ShopCatalog({ loader: control.loader });
    const first = ids(catalog);
    control.finish(0, ['a']);
    await first;
    catalog.invalidate();
    const during = ids(catalog);
    await settle();
    catalog.invalidate(); // e.g. the approval's write landed after the running load read the collection
    const after = ids(catalog);
    control.finish(1, ['a']);
    await settle();
    expect(control.loads()).toBe(3);
    control.finish(2, ['a', 'b']);
    expect(await after).toEqual(['a', 'b']);
    // the read made before the second change has the load that started after the first one
    expect(await during).toEqual(['a']);
  });

  it('a failed load serves the previous snapshot, without waiting for a few seconds, then tries again', async () => {
    const control = controlledLoader();
    let clock = 0;
    const catalog = new ShopCatalog({ loader: control.loader, now: () => clock });
    const first = ids(catalog);
    control.finish(0, ['a']);
    await first;
    catalog.invalidate();
    const failing = ids(catalog);
    await settle();
    control.fail(1);
    expect(await failing).toEqual(['a']);
    clock += 1_000;
    expect(await ids(catalog)).toEqual(['a']);
    expect(control.loads()).toBe(2);
    clock += 5_000;
    const retried = ids(catalog);
    await settle();
    expect(control.loads()).toBe(3);
    control.finish(2, ['a', 'b']);
    expect(await retried).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../server/db/seed/demo-data';
import { seedDemoSales } from '../../server/db/seed/shop-sales';
import { ClaimModel } from '../../server/models/claim.model';
import { SaleModel, saleRecordOf, type StoredSale } from '../../server/models/sale.model';
import { forgetBuckets } from '../../server/modules/sales/sale-buckets';
import { salesDashboard } from '../../server/modules/sales/sales-figures';
import { shopSaleRecords } from '../../server/modules/sales/sales-store';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import type { SaleRecord } from '../../src/domain/sales';
import { salesDashboardFromRecords } from '../../src/domain/sales-dashboard';
import { salesRanges } from '../../src/domain/sales-periods';
import { connectTestDatabase } from './helpers';

/**
 * The demo shop's year of sales in the server's seed (server/db/seed/shop-sales.ts): written through the sales
 * store's bulk path, so the month buckets the dashboard reads hold exactly the stored transactions, also for a
 * process that just started (forgetBuckets: nothing in memory); written once; a run cut short is finished.
 */
const NOW = Date.parse('2026-03-16T09:00:00Z');
const TODAY = '2026-03-16';
const shop = { shopId: DEMO_OWNED_SHOP_ID, timeZone: 'Europe/Rome' };
const byId = (a: SaleRecord, b: SaleRecord) => (a.id < b.id ? -1 : 1);

async function storedSales(): Promise<SaleRecord[]> {
  const docs = await SaleModel.find({ shopId: DEMO_OWNED_SHOP_ID }).lean<StoredSale[]>();
  return docs.map(saleRecordOf).sort(byId);
}

/** What the buckets hold, read from the database as a process that just started. */
async function bucketSales(): Promise<SaleRecord[]> {
  forgetBuckets();
  return (await shopSaleRecords(DEMO_OWNED_SHOP_ID)).sort(byId);
}

describe('demo sales in the seed', () => {
  it("writes the demo shop's year into the transactions and their month buckets alike", async () => {
    await connectTestDatabase('api-sales-seed');
    const data = buildDemoData(new Date(NOW));
    const counts = await seedDemoSales(data, NOW);
    const stored = await storedSales();
    // a year of a small salon: a few appointments a day, some counter sales
    expect(counts.inserted).toBeGreaterThan(600);
    expect(stored).toHaveLength(counts.inserted);
    expect(stored.every((record) => record.date < TODAY && record.date >= '2025-03-16')).toBe(true);
    expect(new Set(stored.map((record) => record.source))).toEqual(new Set(['booking', 'offline']));
    expect(await bucketSales()).toEqual(stored);

    // the dashboard from the buckets' month summaries is the domain's from the records themselves
    for (const period of ['month', 'year'] as const) {
      const ranges = salesRanges({ period }, TODAY);
      forgetBuckets();
      const served = await salesDashboard(shop, ranges, 'en', NOW);
      expect(served).toEqual(salesDashboardFromRecords(stored, ranges, shop, 'en', NOW));
      expect(served.summary.transactions).toBeGreaterThan(0);
    }
  });

  it('writes nothing when seeded again, even days later', async () => {
    await connectTestDatabase('api-sales-seed');
    const before = await storedSales();
    const counts = await seedDemoSales(buildDemoData(), NOW + 40 * 86_400_000);
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    expect(await storedSales()).toEqual(before);
  });

  it('a run cut short is finished by the next, keeping what is stored as it is', async () => {
    await connectTestDatabase('api-sales-seed');
    const before = await storedSales();
    // as if the first run stopped before its last writes: the marker and some transactions missing, and one the
    // owner changed meanwhile (behind the store's back, so the buckets are read afresh below)
    await ClaimModel.deleteOne({ _id: `seed:sales:${DEMO_OWNED_SHOP_ID}` });
    const lost = before.slice(-5).map((record) => record.id);
    await SaleModel.deleteMany({ _id: { $in: lost } });
    const edited = before[0]!;
    await SaleModel.updateOne({ _id: edited.id }, { $set: { notes: 'Changed by the owner' } });

    const counts = await seedDemoSales(buildDemoData(new Date(NOW)), NOW);
    expect(counts.inserted).toBe(5);
    expect(counts.unchanged).toBe(before.length - 5);
    const after = await storedSales();
    expect(after.map((record) => record.id)).toEqual(before.map((record) => record.id));
    expect(after.find((record) => record.id === edited.id)?.notes).toBe('Changed by the owner');
    expect(await bucketSales()).toEqual(after);
    expect(await ClaimModel.findById(`seed:sales:${DEMO_OWNED_SHOP_ID}`).lean()).not.toBeNull();
  });
});

import { DEMO_OWNED_SHOP_ID } from '../../../src/domain/demo';
import { demoShopSales } from '../../../src/domain/demo-sales';
import { validTimeZone } from '../../../src/domain/opening-hours';
import { localDate } from '../../../src/domain/zoned-time';
import { ClaimModel, claimOnce } from '../../models/claim.model';
import { insertSalesInBulk } from '../../modules/sales/sales-store';
import type { DemoData } from './demo-data';
import type { SeedCounts } from './index';

/**
 * The demo shop's year of sales (src/domain/demo-sales.ts, the same the mocks serve), written through the sales
 * store's bulk path (documents and month buckets in step, a few writes per month), so /shop/sales/dashboard is
 * not empty on a fresh install. Written once per shop: a claim marks the history as seeded, so seeding again
 * (another day, after the owner changed or deleted some sales) writes nothing. A run cut short is finished by the
 * next one (sales already stored are kept as they are).
 */
export async function seedDemoSales(data: DemoData, now = Date.now()): Promise<SeedCounts> {
  const shop = data.shops.find((s) => s._id === DEMO_OWNED_SHOP_ID);
  if (!shop) return { inserted: 0, updated: 0, unchanged: 0 };
  const marker = `seed:sales:${shop._id}`;
  if (await ClaimModel.findById(marker, { _id: 1 }).lean())
    return { inserted: 0, updated: 0, unchanged: 0 };
  const timeZone = validTimeZone(shop.timeZone);
  const records = demoShopSales({
    shopId: shop._id,
    timeZone,
    today: localDate(now, timeZone),
    services: data.services
      .filter((service) => service.shopId === shop._id)
      .map((service) => ({
        id: service._id,
        name: service.name,
        category: service.category,
        priceCents: service.priceCents,
        durationMinutes: service.durationMinutes,
      })),
    staffIds: shop.staff.map((member) => member._id),
    ownerId: shop.ownerId,
  });
  const inserted = await insertSalesInBulk(records);
  await claimOnce(marker);
  return { inserted, updated: 0, unchanged: records.length - inserted };
}

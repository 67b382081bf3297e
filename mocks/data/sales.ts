import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { demoShopSales } from '@/domain/demo-sales';
import { validTimeZone } from '@/domain/opening-hours';
import type { SaleRecord } from '@/domain/sales';
import { localDate } from '@/domain/zoned-time';
import { findMockShop } from './booking-shops';
import { mockShopContent } from './shop-content';

/**
 * The mocks' transactions (the server's sales collection and month buckets, server/modules/sales/sales-store.ts),
 * in memory by shop. The demo shop starts with the same year of sales the server's seed writes
 * (src/domain/demo-sales.ts), built on first use from the mock catalogue's menu and team, so the mocked
 * dashboard shows every period filled. Only storage lives here: what a write does is decided in src/domain.
 */

/** The demo owner's user id in the mocks (mocks/handlers/shop-admin/managed-shops.ts), as on the server. */
const DEMO_OWNER_ID = 'user-demo-shop';

const shops = new Map<string, Map<string, SaleRecord>>();
let seeded = false;

/** The demo shop's year up to yesterday in its time zone, from its menu (both languages) and team. */
function demoHistory(now: number): SaleRecord[] {
  const shop = findMockShop(DEMO_OWNED_SHOP_ID, new Date(now));
  if (!shop) return [];
  const timeZone = validTimeZone(shop.timeZone);
  const names = mockShopContent(shop).services;
  return demoShopSales({
    shopId: shop.id,
    timeZone,
    today: localDate(now, timeZone),
    services: shop.services.map((service) => ({
      id: service.id,
      name: names[service.id]?.name ?? service.name,
      category: service.category,
      priceCents: Math.round(service.price * 100),
      durationMinutes: service.duration,
    })),
    staffIds: shop.staff.map((member) => member.id),
    ownerId: DEMO_OWNER_ID,
  });
}

function store(): Map<string, Map<string, SaleRecord>> {
  if (!seeded) {
    seeded = true;
    for (const record of demoHistory(Date.now())) putMockSale(record);
  }
  return shops;
}

/** Every transaction of the shop (any order). */
export const mockShopSales = (shopId: string): SaleRecord[] => [
  ...(store().get(shopId)?.values() ?? []),
];

/** A transaction by id, in whichever shop. */
export function findMockSale(id: string): SaleRecord | undefined {
  for (const records of store().values()) {
    const found = records.get(id);
    if (found) return found;
  }
  return undefined;
}

/** Stores a transaction (a new one, or the next version of one). */
export function putMockSale(record: SaleRecord): void {
  const records = shops.get(record.shopId) ?? new Map<string, SaleRecord>();
  records.set(record.id, record);
  shops.set(record.shopId, records);
}

export function removeMockSale(record: Pick<SaleRecord, 'id' | 'shopId'>): void {
  store().get(record.shopId)?.delete(record.id);
}

import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DEFAULT_TIME_ZONE } from '@/domain/opening-hours';
import {
  AUDIT_CHANGES_MAX,
  activityPageRange,
  activityTotalPages,
  auditValueOf,
  auditValueText,
  shopActivityQuerySchema,
  type ShopActivityItem,
} from '@/domain/shop-activity';
import { shopCatalogue } from '../../data/shops';
import { validateQuery } from '../validation';
import { mockShopManager } from './shop-manager';

/**
 * The shop's audit trail (server/modules/shop-admin/shop-activity.routes.ts) from an in-memory list per shop,
 * oldest first, kept with the same recording rules (values cut, secrets hidden: src/domain/shop-activity.ts).
 * Other mock handlers and stories add entries with recordMockShopActivity.
 */
const store = new Map<string, ShopActivityItem[]>();

export function resetShopActivityMock(seed: Record<string, ShopActivityItem[]> = {}): void {
  store.clear();
  for (const [shopId, items] of Object.entries(seed)) store.set(shopId, [...items]);
}

/** Records a change as the server's ShopChanges.applied does (the entry's id and time are given here). */
export function recordMockShopActivity(
  shopId: string,
  change: Omit<ShopActivityItem, 'id' | 'at'> & { at?: string },
): void {
  const list = store.get(shopId) ?? [];
  list.push({
    ...change,
    id: `${shopId}:${list.length + 1}`,
    at: change.at ?? new Date().toISOString(),
    changes: change.changes.slice(0, AUDIT_CHANGES_MAX).map((c) => ({
      field: c.field,
      before: auditValueOf(auditValueText(c.field, c.before)),
      after: auditValueOf(auditValueText(c.field, c.after)),
    })),
  });
  store.set(shopId, list);
}

/** The shop's time zone, when the caller may manage it (shop-manager.ts), else the server's refusal. */
function managedShop(request: Request, shopId: string): { timeZone: string } | Response {
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const user = mockShopManager(request, shopId, () => shop !== undefined);
  return user instanceof Response ? user : { timeZone: shop?.timeZone ?? DEFAULT_TIME_ZONE };
}

export const shopActivityHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/activity', async ({ request, params }) => {
    await delay();
    const shopId = String(params.id);
    const shop = managedShop(request, shopId);
    if (shop instanceof Response) return shop;
    const query = await validateQuery(shopActivityQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { page, limit } = query.value;
    const list = store.get(shopId) ?? [];
    const range = activityPageRange(list.length, page, limit);
    const items = range ? list.slice(range.oldest - 1, range.newest).reverse() : [];
    return HttpResponse.json({
      success: true,
      data: {
        items,
        timeZone: shop.timeZone,
        total: list.length,
        page,
        limit,
        totalPages: activityTotalPages(list.length, limit),
      },
    });
  }),
];

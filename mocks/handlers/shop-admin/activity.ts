import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '@/domain/demo';
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
import { failure } from '../failure';
import { authorize } from '../profile';
import { validateQuery } from '../validation';

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

const demoOwner = DEMO_ACCOUNTS.find((a) => a.role === 'shop')!;

/** The demo owner manages the demo shop; an admin any shop; anyone else gets the server's 404. */
function managedShop(request: Request, shopId: string): { timeZone: string } | Response {
  const user: SessionUser | Response = authorize(request);
  if (user instanceof Response) return user;
  if (user.role !== 'shop' && user.role !== 'admin') return failure('FORBIDDEN');
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const mine =
    user.role === 'admin' || (user.email === demoOwner.email && shopId === DEMO_OWNED_SHOP_ID);
  return shop && mine
    ? { timeZone: shop.timeZone ?? DEFAULT_TIME_ZONE }
    : failure('SHOP_NOT_FOUND');
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

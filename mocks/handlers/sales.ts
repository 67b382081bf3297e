import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { bookingAnalyticsOf } from '@/domain/booking-analytics';
import type { Decision } from '@/domain/decision';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { isShopId } from '@/domain/ids';
import type { StoredText } from '@/domain/localized-text';
import { validTimeZone } from '@/domain/opening-hours';
import { isSaleId, type SaleDeleteResult, type SaleRecord } from '@/domain/sales';
import { saleChangesOf, saleEntryChange, type SaleFieldChange } from '@/domain/sales-audit';
import { salesDashboardFromRecords } from '@/domain/sales-dashboard';
import { pageOfSales, salesShopChoice } from '@/domain/sales-list';
import { salesRanges } from '@/domain/sales-periods';
import {
  applySaleUpdate,
  deletionOf,
  newManualSale,
  reversalOf,
  toSaleTransaction,
  type SaleContext,
} from '@/domain/sales-records';
import {
  saleCreateSchema,
  saleListQuerySchema,
  saleUpdateSchema,
  salesRangeQuerySchema,
} from '@/domain/sales-schema';
import type { Shop } from '@/domain/shop';
import { localDate } from '@/domain/zoned-time';
import { availabilityShopOf, findMockShop } from '../data/booking-shops';
import { bookingsMockState, storedMockBooking } from '../data/bookings';
import { findMockSale, mockShopSales, putMockSale, removeMockSale } from '../data/sales';
import { languageOfRequest, mockShopContent } from '../data/shop-content';
import { failure, refused } from './failure';
import { authorize, ok, readJson } from './profile';
import { recordMockShopActivity } from './shop-admin/activity';
import { validateBody, validateQuery } from './validation';

/**
 * Sales and finance (server/modules/sales/*.routes.ts) over the mocks' transactions (../data/sales.ts): the same
 * guard (401 signed out, 403 for a customer), the same choice of shop, and every outcome decided by the same
 * src/domain functions as the server's service (a manual sale, a change on a fresh or stale `updatedAt`, a
 * delete or a booking sale's reversal, the list, the dashboard, the bookings analytics). Owners' writes go to
 * the shop's audit trail (section `sales`) as on the server. GET /api/sales/export lives elsewhere.
 */

const demoOwner = DEMO_ACCOUNTS.find((account) => account.role === 'shop')!;

interface SalesShop {
  shop: Shop;
  shopId: string;
  timeZone: string;
  paymentMethods: string[];
}

/** The caller when they are a shop owner or an admin (the server's requireRole), else its refusal. */
function salesCaller(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'shop' || user.role === 'admin' ? user : failure('FORBIDDEN');
}

const mayManage = (user: SessionUser, shopId: string): boolean =>
  user.role === 'admin' || (user.email === demoOwner.email && shopId === DEMO_OWNED_SHOP_ID);

function salesShopOf(shop: Shop): SalesShop {
  return {
    shop,
    shopId: shop.id,
    timeZone: validTimeZone(shop.timeZone),
    paymentMethods: [...shop.profile.paymentMethods],
  };
}

/** server/modules/sales/sales-shop.ts salesShopFor: the named shop or an owner's first, else 404 / 400. */
function salesShopFor(user: SessionUser, requested: string | undefined): SalesShop | Response {
  if (requested !== undefined && !isShopId(requested)) return failure('SHOP_NOT_FOUND');
  const demo = findMockShop(DEMO_OWNED_SHOP_ID);
  const owned = user.role !== 'admin' && demo && mayManage(user, demo.id) ? [demo] : [];
  const choice = salesShopChoice(user.role, requested, owned);
  if (!choice.ok) return refused(choice);
  const shop = findMockShop(choice.value);
  return shop && mayManage(user, shop.id) ? salesShopOf(shop) : failure('SHOP_NOT_FOUND');
}

/** server/modules/sales/sales-shop.ts managedSale: the transaction and its shop, else 404. */
function managedSale(
  user: SessionUser,
  id: string,
): { record: SaleRecord; shop: SalesShop } | Response {
  const record = isSaleId(id) ? findMockSale(id) : undefined;
  const shop = record ? findMockShop(record.shopId) : null;
  if (!record || !shop || !mayManage(user, shop.id)) return failure('TRANSACTION_NOT_FOUND');
  return { record, shop: salesShopOf(shop) };
}

const contextOf = (shop: SalesShop, user: SessionUser): SaleContext => ({
  shopId: shop.shopId,
  timeZone: shop.timeZone,
  now: Date.now(),
  actorId: user.id,
});

function audit(user: SessionUser, shopId: string, action: string, changes: SaleFieldChange[]) {
  recordMockShopActivity(shopId, {
    actor: { userId: user.id, role: user.role, name: user.name },
    section: 'sales',
    action,
    changes,
  });
}

const decided = <T>(decision: Decision<T>): T | Response =>
  decision.ok ? decision.value : refused(decision);

/** `txn_` + 16 URL-safe characters, as the server's newSaleId. */
const newSaleId = () => `txn_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** The bookings analytics' view of the shop's mock bookings (the server reads its month index entries). */
function analyticsInput(shop: Shop, now: Date) {
  const bookings = bookingsMockState.bookings
    .filter((b) => b.shopId === shop.id)
    .map((b) => {
      const stored = storedMockBooking(b, now);
      return {
        id: b.id,
        date: b.date,
        startAt: new Date(stored.startAt).getTime(),
        endAt: new Date(stored.endAt).getTime(),
        status: b.status,
        staffId: b.staffId || null,
        serviceIds: b.services.map((line) => line.id),
      };
    });
  const names = new Map<string, StoredText>();
  const content = mockShopContent(shop).services;
  for (const b of bookingsMockState.bookings.filter((b) => b.shopId === shop.id))
    for (const line of b.services) names.set(line.id, line.name);
  for (const service of shop.services)
    names.set(service.id, content[service.id]?.name ?? service.name);
  return { bookings, names };
}

export const salesHandlers: RequestHandler[] = [
  http.post('/api/sales/transactions', async ({ request }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const input = await validateBody(saleCreateSchema, await readJson(request));
    if (!input.ok) return input.response;
    const shop = salesShopFor(user, input.value.shopId);
    if (shop instanceof Response) return shop;
    const record = decided(
      newManualSale(newSaleId(), input.value, contextOf(shop, user), shop.paymentMethods),
    );
    if (record instanceof Response) return record;
    putMockSale(record);
    audit(user, shop.shopId, 'transaction_created', [saleEntryChange(null, record)]);
    const transaction = toSaleTransaction(record, languageOfRequest(request));
    return HttpResponse.json({ success: true, data: { transaction } }, { status: 201 });
  }),

  http.get('/api/sales/transactions', async ({ request }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(saleListQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const shop = salesShopFor(user, query.value.shopId);
    if (shop instanceof Response) return shop;
    return ok(
      pageOfSales(mockShopSales(shop.shopId), query.value, shop, languageOfRequest(request)),
    );
  }),

  http.put('/api/sales/transactions/:id', async ({ request, params }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const id = String(params.id);
    if (!isSaleId(id)) return failure('TRANSACTION_NOT_FOUND');
    const input = await validateBody(saleUpdateSchema, await readJson(request));
    if (!input.ok) return input.response;
    const found = managedSale(user, id);
    if (found instanceof Response) return found;
    const { record, shop } = found;
    const next = decided(
      applySaleUpdate(record, input.value, contextOf(shop, user), shop.paymentMethods),
    );
    if (next instanceof Response) return next;
    putMockSale(next);
    audit(user, shop.shopId, 'transaction_updated', saleChangesOf(record, next));
    return ok({ transaction: toSaleTransaction(next, languageOfRequest(request)) });
  }),

  http.delete('/api/sales/transactions/:id', async ({ request, params }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const found = managedSale(user, String(params.id));
    if (found instanceof Response) return found;
    const { record, shop } = found;
    const how = decided(deletionOf(record));
    if (how instanceof Response) return how;
    const language = languageOfRequest(request);
    if (how === 'remove') {
      audit(user, shop.shopId, 'transaction_deleted', [saleEntryChange(record, null)]);
      removeMockSale(record);
      const removed: SaleDeleteResult = {
        outcome: 'removed',
        transaction: toSaleTransaction(record, language),
        reversal: null,
      };
      return ok(removed);
    }
    const { original, reversal } = reversalOf(record, contextOf(shop, user));
    // a reversal's id is derived from the original's: one made before is the one kept (as the server's insert)
    const made = findMockSale(reversal.id) ?? reversal;
    putMockSale(made);
    putMockSale(original);
    audit(user, shop.shopId, 'transaction_reversed', [saleEntryChange(record, original)]);
    const reversed: SaleDeleteResult = {
      outcome: 'reversed',
      transaction: toSaleTransaction(original, language),
      reversal: toSaleTransaction(made, language),
    };
    return ok(reversed);
  }),

  http.get('/api/sales/dashboard', async ({ request }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(salesRangeQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const shop = salesShopFor(user, query.value.shopId);
    if (shop instanceof Response) return shop;
    const now = Date.now();
    const ranges = salesRanges(query.value, localDate(now, shop.timeZone));
    return ok(
      salesDashboardFromRecords(
        mockShopSales(shop.shopId),
        ranges,
        shop,
        languageOfRequest(request),
        now,
      ),
    );
  }),

  http.get('/api/analytics/bookings', async ({ request }) => {
    await delay();
    const user = salesCaller(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(salesRangeQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const found = salesShopFor(user, query.value.shopId);
    if (found instanceof Response) return found;
    const now = new Date();
    const ranges = salesRanges(query.value, localDate(now.getTime(), found.timeZone));
    const { bookings, names } = analyticsInput(found.shop, now);
    return ok(
      bookingAnalyticsOf({
        shopId: found.shopId,
        shop: { ...availabilityShopOf(found.shop), timeZone: found.timeZone },
        period: ranges.period,
        range: ranges.range,
        bookings,
        serviceNames: names,
        language: languageOfRequest(request),
        now: now.getTime(),
      }),
    );
  }),
];

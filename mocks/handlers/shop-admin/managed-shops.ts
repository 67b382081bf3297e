import { delay, http } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import {
  OWNED_SHOPS_MAX,
  compareManagedShops,
  managedShopsQuerySchema,
  matchesManagedShopQuery,
  type ManagedShop,
} from '@/domain/managed-shops';
import { DEFAULT_SHOP_TIME_ZONE, validTimeZone } from '@/domain/opening-hours';
import { isShopPublic, shopSetupChecklist, type ShopSetupInput } from '@/domain/shop-setup';
import { profileMockState } from '../../data/profile';
import { shopCatalogue } from '../../data/shops';
import { failure } from '../failure';
import { authorize, ok } from '../profile';
import { validateQuery } from '../validation';

/**
 * GET /api/shops/managed[/:id] over the mock data, through the same src/domain rules as the server (the
 * checklist, the search match, the order). The shops are the mock catalogue (with owners' edits) and the
 * businesses in the admin's review queue, which start with nothing set up, as a new registration does.
 */
interface MockManagedShop {
  id: string;
  name: string;
  ownerId: string | null;
  approvalStatus: ManagedShop['approvalStatus'];
  rejectionReason: string | null;
  city: string;
  timeZone: string;
  setup: ShopSetupInput;
}

const DEMO_OWNER_ID = 'user-demo-shop';

function managedStore(): MockManagedShop[] {
  const reviewed = new Map(profileMockState.adminShops.map((shop) => [shop.id, shop]));
  const listed = shopCatalogue().map((shop): MockManagedShop => ({
    id: shop.id,
    name: shop.name,
    ownerId:
      shop.id === DEMO_OWNED_SHOP_ID ? DEMO_OWNER_ID : (reviewed.get(shop.id)?.owner?.id ?? null),
    approvalStatus: 'approved',
    rejectionReason: null,
    city: shop.location.city,
    timeZone: validTimeZone(shop.timeZone),
    setup: {
      services: shop.services.map(() => ({ active: true })),
      workingHours: shop.workingHours,
      location: shop.location,
      photos: shop.photos,
    },
  }));
  const listedIds = new Set(listed.map((shop) => shop.id));
  // an approved business is in the catalogue (approving one adds it); the queue's approved records that are not
  // (the demo owner's review history) name no other shop
  const waiting = profileMockState.adminShops
    .filter((shop) => shop.approvalStatus !== 'approved' && !listedIds.has(shop.id))
    .map((shop): MockManagedShop => ({
      id: shop.id,
      name: shop.name,
      ownerId: shop.owner?.id ?? null,
      approvalStatus: shop.approvalStatus,
      rejectionReason: shop.rejectionReason,
      city: '',
      timeZone: DEFAULT_SHOP_TIME_ZONE,
      setup: { services: [], workingHours: null, location: null, photos: [] },
    }));
  return [...listed, ...waiting];
}

function summaryOf(shop: MockManagedShop): ManagedShop {
  return {
    id: shop.id,
    name: shop.name,
    approvalStatus: shop.approvalStatus,
    rejectionReason: shop.approvalStatus === 'rejected' ? shop.rejectionReason : null,
    photo: shop.setup.photos?.find((photo) => photo !== '') ?? null,
    city: shop.city,
    timeZone: shop.timeZone,
    checklist: shopSetupChecklist(shop.setup),
    live: isShopPublic({ ...shop.setup, approvalStatus: shop.approvalStatus }),
  };
}

function shopManager(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'shop' || user.role === 'admin' ? user : failure('FORBIDDEN');
}

const byName = (a: MockManagedShop, b: MockManagedShop) => compareManagedShops(a, b);

export const managedShopsHandlers = [
  http.get('/api/shops/managed', async ({ request }) => {
    await delay();
    const user = shopManager(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(managedShopsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { q, page, limit } = query.value;
    const matching = managedStore()
      .filter((shop) => user.role === 'admin' || shop.ownerId === user.id)
      .filter((shop) => matchesManagedShopQuery(shop, q))
      .sort(byName);
    if (user.role !== 'admin') {
      const shops = matching.slice(0, OWNED_SHOPS_MAX).map(summaryOf);
      return ok({ shops, total: shops.length, page: 1, limit: OWNED_SHOPS_MAX });
    }
    const start = (page - 1) * limit;
    const shops = matching.slice(start, start + limit).map(summaryOf);
    return ok({ shops, total: matching.length, page, limit });
  }),
  http.get('/api/shops/managed/:id', async ({ request, params }) => {
    await delay();
    const user = shopManager(request);
    if (user instanceof Response) return user;
    const shop = managedStore().find((s) => s.id === params.id);
    if (!shop || (user.role !== 'admin' && shop.ownerId !== user.id))
      return failure('SHOP_NOT_FOUND');
    return ok({ shop: summaryOf(shop) });
  }),
];

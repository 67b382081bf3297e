import { delay, http } from 'msw';
import { ADMIN_MESSAGES, adminShopsQuerySchema, rejectShopSchema } from '@/domain/admin';
import type { SessionUser } from '@/domain/auth';
import { approvedMockShop } from '../data/pending-shops';
import { profileMockState as state } from '../data/profile';
import { addMockShop } from '../data/shop-changes';
import { authorize, ok, readJson } from './profile';
import { validateBody, validateQuery } from './validation';
import { failure } from './failure';

function adminOnly(request: Request): SessionUser | Response {
  const user = authorize(request);
  if (user instanceof Response) return user;
  return user.role === 'admin' ? user : failure('FORBIDDEN');
}

async function review(request: Request, id: string, approve: boolean) {
  await delay();
  const user = adminOnly(request);
  if (user instanceof Response) return user;
  let reason: string | null = null;
  if (!approve) {
    const result = await validateBody(rejectShopSchema, await readJson(request));
    if (!result.ok) return result.response;
    reason = result.value.reason;
  }
  const index = state.adminShops.findIndex((s) => s.id === id);
  const shop = state.adminShops[index];
  if (!shop) return failure('SHOP_NOT_FOUND');
  if (shop.approvalStatus !== 'pending') return failure('SHOP_ALREADY_REVIEWED');
  const next = {
    ...shop,
    approvalStatus: approve ? ('approved' as const) : ('rejected' as const),
    rejectionReason: reason,
  };
  state.adminShops[index] = next;
  // an approved business is public from now on: search, details and booking list it
  const listed = approve ? approvedMockShop(shop.id, shop.createdAt) : null;
  if (listed) addMockShop(listed);
  return ok({ shop: next }, approve ? ADMIN_MESSAGES.approved : ADMIN_MESSAGES.rejected);
}

/** /api/admin/shops… (admin only): the review queue of new businesses. */
export const adminHandlers = [
  http.get('/api/admin/shops', async ({ request }) => {
    await delay();
    const user = adminOnly(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(adminShopsQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const items = state.adminShops
      .filter((s) => s.approvalStatus === query.value.status)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return ok({ items, total: items.length });
  }),
  http.post('/api/admin/shops/:id/approve', ({ request, params }) =>
    review(request, String(params.id), true),
  ),
  http.post('/api/admin/shops/:id/reject', ({ request, params }) =>
    review(request, String(params.id), false),
  ),
];

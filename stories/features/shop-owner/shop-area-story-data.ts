import { delay, http, HttpResponse } from 'msw';
import type { ManagedShop } from '@/domain/managed-shops';
import { shopSetupChecklist } from '@/domain/shop-setup';

/** A managed shop's summary with `done` of the four setup items done (the domain rule decides the rest). */
export function storyShop(overrides: Partial<ManagedShop> & { done?: number } = {}): ManagedShop {
  const { done = 4, ...rest } = overrides;
  const checklist = shopSetupChecklist({
    services: done >= 1 ? [{ active: true }] : [],
    workingHours: done >= 2 ? { monday: { isOpen: true } } : null,
    location: done >= 3 ? { address: 'Via Roma 1', latitude: 41.9, longitude: 12.5 } : null,
    photos: done >= 4 ? ['/photo.webp'] : [],
  });
  const approvalStatus = rest.approvalStatus ?? 'approved';
  return {
    id: 'studio-uno',
    name: 'Studio Uno',
    approvalStatus,
    rejectionReason: null,
    photo: null,
    city: 'Roma',
    timeZone: 'Europe/Rome',
    checklist,
    live: approvalStatus === 'approved' && checklist.complete,
    ...rest,
  };
}

/** The managed-shops calls answered with these shops (or held forever, or failing). */
export function managedShopsStoryHandlers(
  shops: ManagedShop[],
  mode: 'ok' | 'loading' | 'error' = 'ok',
) {
  const answer = async (data: unknown) => {
    if (mode === 'loading') await delay('infinite');
    if (mode === 'error')
      return HttpResponse.json(
        { success: false, code: 'INTERNAL', message: 'Failed to load dashboard data' },
        { status: 500 },
      );
    return HttpResponse.json({ success: true, data });
  };
  return [
    http.get('/api/shops/managed', () =>
      answer({ shops, total: shops.length, page: 1, limit: 100 }),
    ),
    http.get('/api/shops/managed/:id', ({ params }) => {
      const shop = shops.find((s) => s.id === params.id);
      return shop
        ? answer({ shop })
        : HttpResponse.json(
            { success: false, code: 'SHOP_NOT_FOUND', message: 'Shop not found' },
            { status: 404 },
          );
    }),
  ];
}

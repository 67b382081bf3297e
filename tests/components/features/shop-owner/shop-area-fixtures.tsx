import { http, HttpResponse } from 'msw';
import type { ManagedShop } from '@/domain/managed-shops';
import { shopSetupChecklist } from '@/domain/shop-setup';

/** A managed shop's summary as GET /api/shops/managed answers it (checklist from the domain rule). */
export function managedShop(overrides: Partial<ManagedShop> & { done?: number } = {}): ManagedShop {
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
    checklist,
    live: approvalStatus === 'approved' && checklist.complete,
    ...rest,
  };
}

/** MSW handlers answering the managed-shops calls with these shops. */
export function managedShopsHandlers(shops: ManagedShop[]) {
  return [
    http.get('/api/shops/managed', () =>
      HttpResponse.json({
        success: true,
        data: { shops, total: shops.length, page: 1, limit: 100 },
      }),
    ),
    http.get('/api/shops/managed/:id', ({ params }) => {
      const shop = shops.find((s) => s.id === params.id);
      return shop
        ? HttpResponse.json({ success: true, data: { shop } })
        : HttpResponse.json(
            { success: false, code: 'SHOP_NOT_FOUND', message: 'Shop not found' },
            { status: 404 },
          );
    }),
  ];
}

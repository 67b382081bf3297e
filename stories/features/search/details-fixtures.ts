import { delay, http, HttpResponse } from 'msw';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { shopCatalogue } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';

/** Story data for the details modal and the map: catalogue shops with their services. */
export const fullShop: Shop = {
  ...shopCatalogue()[0]!,
  photos: Array.from({ length: 8 }, (_, i) => shopCatalogue()[i % 4]!.photos[0]!),
  specialDates: [
    {
      date: '2099-12-24',
      isClosed: false,
      start: '09:00',
      end: '13:00',
      description: 'Christmas Eve',
    },
  ],
};

export const sparseShop: Shop = {
  ...shopCatalogue()[1]!,
  photos: [],
  description: '',
  phone: '',
  email: '',
  services: [],
  rating: 0,
  reviewCount: 0,
  ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

export function servicesOf(shop: Shop): ShopService[] {
  return shop.services.map((s) => ({
    id: s.id,
    name: s.name,
    description: '',
    duration: s.duration,
    price: s.price,
    category: { id: s.category, name: s.category, color: '#999999' },
    includes: [],
    requirements: [],
  }));
}

/** Answers GET /api/shops/:id and /services for the given shop, pending forever, or 404. */
export function detailsHandlers(mode: { shop: Shop } | 'loading' | 'notFound') {
  return {
    ...handlersByArea,
    shops: [
      http.get('/api/shops/:id/services', async () => {
        if (mode === 'loading') await delay('infinite');
        if (typeof mode !== 'object')
          return HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
        return HttpResponse.json({ success: true, data: { services: servicesOf(mode.shop) } });
      }),
      http.get('/api/shops/:id', async () => {
        if (mode === 'loading') await delay('infinite');
        if (typeof mode !== 'object')
          return HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
        return HttpResponse.json({ success: true, data: { shop: mode.shop } });
      }),
    ],
  };
}

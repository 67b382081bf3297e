import { Suspense, type ReactNode } from 'react';
import { CatalogSectionProvider } from '@/i18n';
import { http, HttpResponse } from 'msw';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { shopCatalogue } from '@mocks/data/shops';
import { failure } from '../../../../mocks/handlers/failure';

/** A catalogue shop with its details and services answered by per-test handlers. */
export function catalogueShop(index = 0): Shop {
  const shop = shopCatalogue()[index];
  if (!shop) throw new Error('no such shop');
  return shop;
}

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
    image: null,
  }));
}

export function detailsHandlers(shop: Shop, services: ShopService[] = servicesOf(shop)) {
  return [
    http.get('/api/shops/:id/services', ({ params }) =>
      params.id === shop.id
        ? HttpResponse.json({ success: true, data: { services } })
        : failure('SHOP_NOT_FOUND'),
    ),
    http.get('/api/shops/:id', ({ params }) =>
      params.id === shop.id
        ? HttpResponse.json({ success: true, data: { shop } })
        : failure('SHOP_NOT_FOUND'),
    ),
  ];
}

/** Page copy (shopDetails.*, map.*, favorites.*) ships with the catalog's pages part, as on every non-home route. */
export function withPageCopy(ui: ReactNode) {
  return (
    <Suspense fallback={null}>
      <CatalogSectionProvider section="pages">{ui}</CatalogSectionProvider>
    </Suspense>
  );
}

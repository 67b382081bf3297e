import type { FavoriteServiceRecord } from '@/domain/favorite-services';
import { shopCatalogue } from './shops';
import { MOCK_USERS } from './users';

/** One favourite service for the demo customer (the second shop's first service), so the tab has both kinds. */
function seedFavoriteServices(): Map<string, FavoriteServiceRecord[]> {
  const customer = MOCK_USERS.find((u) => u.role === 'customer');
  const shop = shopCatalogue()[1];
  const service = shop?.services[0];
  if (!customer || !shop || !service) return new Map();
  return new Map([
    [
      customer.id,
      [
        {
          serviceId: service.id,
          shopId: shop.id,
          addedAt: '2025-03-05T11:00:00.000Z',
          notes: '',
        },
      ],
    ],
  ]);
}

/** In-memory favourite services per mock user id. */
export const favoriteServicesMockState = { byUser: seedFavoriteServices() };

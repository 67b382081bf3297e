import type { Shop } from '@/domain/shop';
import type { ShopSeed } from './shop-seeds';
import { makeShop } from './shops';

/**
 * The businesses waiting in the mock admin's review queue (mocks/data/profile.ts `seedAdminShops`), with what
 * a customer would see once approved: approving one in the mocks lists it in search, as on the server.
 */
const PENDING_SHOP_SEEDS: Readonly<Record<string, ShopSeed>> = {
  'shop-pending-1': {
    name: 'Studio Luce Nails',
    type: 'nail_salon',
    city: 'Milano',
    area: 'Isola',
    address: 'Via Borsieri 12',
    zip: '20159',
    lat: 45.4905,
    lng: 9.1889,
    rating: 0,
    reviews: 0,
    photo: 3,
  },
  'shop-pending-2': {
    name: 'Barberia Vecchia Milano',
    type: 'barbershop',
    city: 'Milano',
    area: 'Brera',
    address: 'Via Solferino 27',
    zip: '20121',
    lat: 45.4781,
    lng: 9.1868,
    rating: 0,
    reviews: 0,
    photo: 4,
  },
  'shop-pending-3': {
    name: 'Terme Serene Spa',
    type: 'spa',
    city: 'Roma',
    area: 'Testaccio',
    address: 'Via Marmorata 88',
    zip: '00153',
    lat: 41.8791,
    lng: 12.4764,
    rating: 0,
    reviews: 0,
    photo: 5,
  },
};

/** The public shop a pending business becomes when approved (null: nothing to list, e.g. an unknown id). */
export function approvedMockShop(id: string, createdAt: string): Shop | null {
  const seed = PENDING_SHOP_SEEDS[id];
  return seed ? makeShop(seed, { id, createdAt, updatedAt: new Date().toISOString() }) : null;
}

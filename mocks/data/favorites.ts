import type { Favorite } from '@/domain/favorites';
import { shopCatalogue } from './shops';
import { MOCK_USERS } from './users';

/** A stored favourite (the shop is looked up when answering, as the server does). */
export type StoredMockFavorite = Omit<Favorite, 'shop' | 'id'>;

/** Two favourites for the demo customer, so the favourites screens have something to show. */
function seedFavorites(): Map<string, StoredMockFavorite[]> {
  const customer = MOCK_USERS.find((u) => u.role === 'customer');
  const [first, second] = shopCatalogue();
  const seeded: StoredMockFavorite[] = [];
  if (second)
    seeded.push({
      shopId: second.id,
      addedAt: '2025-03-02T10:00:00.000Z',
      lastVisited: null,
      notes: '',
    });
  if (first)
    seeded.push({
      shopId: first.id,
      addedAt: '2025-02-14T09:30:00.000Z',
      lastVisited: '2025-02-20T16:00:00.000Z',
      notes: 'Ask for the balayage specialist',
    });
  return new Map(customer ? [[customer.id, seeded]] : []);
}

/** In-memory favourites per mock user id. */
export const favoritesMockState = { byUser: seedFavorites() };

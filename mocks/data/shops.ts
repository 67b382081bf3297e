import type { Shop } from '@/domain/shop';

/** Fixture factory; filled by the mocks owner. */
export function featuredShops(): Shop[] {
  return [];
}

import type { ShopService } from './search';

/**
 * A service's category as `GET /api/shops/{id}/services` returns it (spec 02 §3 Service: category {id, name,
 * color}). Names are English data labels (the client translates by id); colours are the category chips' hues.
 */
const CATEGORIES: Record<string, { name: string; color: string }> = {
  hair: { name: 'Hair', color: '#8e5b9f' },
  nails: { name: 'Nails', color: '#d16d8e' },
  facial: { name: 'Facial', color: '#4f9d8f' },
  massage: { name: 'Massage', color: '#5a7fb8' },
  waxing: { name: 'Waxing', color: '#c58b3c' },
  makeup: { name: 'Makeup', color: '#b85a5a' },
  other: { name: 'Other', color: '#7a7a7a' },
};

export function serviceCategoryOf(id: string): ShopService['category'] {
  const known = CATEGORIES[id] ?? CATEGORIES.other!;
  return { id: CATEGORIES[id] ? id : 'other', ...known };
}

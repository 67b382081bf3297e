import * as yup from 'yup';
import { ID_PATTERNS } from './ids';
import { LIMITS } from './limits';
import type { Shop } from './shop';

/**
 * Favourite shops (spec 02 §3 "Favourite", §5, §7 "/customer/favorites"). A favourite is identified by its
 * shop: `DELETE /api/customer/favorites/{shopId}`, `PATCH /api/customer/favorites/{shopId}` `{ notes }`.
 * Customers only; each user sees and changes only their own.
 */
export const FAVORITE_NOTES_MAX = 500;

export { FAVORITE_MESSAGES } from './api-messages';

export interface Favorite {
  /** the shop id (a user has one favourite per shop) */
  id: string;
  shopId: string;
  /** the shop as the catalog serves it now; null when it is no longer public (kept so the user can remove it) */
  shop: Shop | null;
  addedAt: string;
  lastVisited: string | null;
  notes: string;
}

/** GET → data { favorites } (newest first); POST → 201 data { favorite }; PATCH → data { favorite }; DELETE → data { success: true } */
export interface FavoritesResult {
  favorites: Favorite[];
}

export const addFavoriteSchema = yup
  .object({
    shopId: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.id, 'validation.tooLong')
      .matches(ID_PATTERNS.shop, 'validation.invalidType'),
    notes: yup.string().strict().max(FAVORITE_NOTES_MAX, 'validation.tooLong').default(''),
  })
  .noUnknown();
export type AddFavoriteInput = yup.InferType<typeof addFavoriteSchema>;

export const favoriteNotesSchema = yup
  .object({
    notes: yup
      .string()
      .strict()
      .defined('validation.required')
      .max(FAVORITE_NOTES_MAX, 'validation.tooLong'),
  })
  .noUnknown();

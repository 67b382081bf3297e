import * as yup from 'yup';
import { LIMITS } from './limits';
import type { ShopSetupChecklist } from './shop-setup';

/**
 * The shops a signed-in shop owner or admin manages (issue 14, the /shop/personal shell):
 * `GET /api/shops/managed` (an owner's own shops; an admin searches any shop with `q`) and
 * `GET /api/shops/managed/:id` (one of them, for the shell's header and the setup checklist).
 */

export type ManagedShopApproval = 'pending' | 'approved' | 'rejected';

export interface ManagedShop {
  id: string;
  name: string;
  approvalStatus: ManagedShopApproval;
  /** the admin's reason, when rejected */
  rejectionReason: string | null;
  /** the first photo (the cover), or null */
  photo: string | null;
  city: string;
  /** the shop's IANA time zone (a known one, else the default): the owner's "today" is the shop's */
  timeZone: string;
  /** the onboarding checklist (shopSetupChecklist) */
  checklist: ShopSetupChecklist;
  /** listed in search and bookable: approved and the checklist complete (isShopPublic) */
  live: boolean;
}

export interface ManagedShopsPage {
  shops: ManagedShop[];
  /** matching shops (an owner: all of theirs) */
  total: number;
  page: number;
  limit: number;
}

/** One page of an admin's search: the most the picker asks for at once. */
export const MANAGED_SHOPS_MAX_LIMIT = 50;
export const MANAGED_SHOPS_DEFAULT_LIMIT = 20;
/** An owner's list is not paged: nobody runs more shops than this from one account. */
export const OWNED_SHOPS_MAX = 100;

/** A whole number from 1 to `max` in a query string (pages, page sizes). */
export const positiveQueryInteger = (max: number) =>
  yup
    .number()
    .typeError('validation.invalidType')
    .integer('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(max, 'validation.invalidType');

/** GET /api/shops/managed?q&page&limit (q and paging are for admins; an owner gets all of theirs). */
export const managedShopsQuerySchema = yup
  .object({
    q: yup.string().trim().max(LIMITS.shortText, 'validation.tooLong').default(''),
    page: positiveQueryInteger(10_000).default(1),
    limit: positiveQueryInteger(MANAGED_SHOPS_MAX_LIMIT).default(MANAGED_SHOPS_DEFAULT_LIMIT),
  })
  .noUnknown();

export type ManagedShopsQuery = yup.InferType<typeof managedShopsQuerySchema>;

/** Lower case without accents, so "salone" finds "Salóne" and "ROMA" finds "roma". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** An admin's search: the shop's name or id contains the query (empty query: every shop). */
export function matchesManagedShopQuery(shop: { id: string; name: string }, q: string): boolean {
  const needle = folded(q.trim());
  return needle === '' || folded(shop.name).includes(needle) || folded(shop.id).includes(needle);
}

/** Owners and admins see shops in one order: by name, then id (stable across pages). */
export function compareManagedShops(
  a: { id: string; name: string },
  b: { id: string; name: string },
): number {
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

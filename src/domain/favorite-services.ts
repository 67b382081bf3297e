import { ID_PATTERNS } from './ids';
import { LIMITS } from './limits';
import type { ServiceSummary, Shop } from './shop';

/**
 * Favourite services (issue 17, spec 02 §2.5 favourites tab): a heart on each service in the shop details modal
 * and on the booking page. `GET, POST /api/customer/favorite-services`, `PATCH, DELETE
 * /api/customer/favorite-services/{serviceId}` (PATCH `{ notes }`, the same notes rule as favourite shops).
 * `GET /api/services/{serviceId}` tells which shop offers a service, for `/booking/service/{id}`.
 * Customers only; each user sees and changes only their own (another customer's id answers 404).
 */
export const FAVORITE_SERVICE_MESSAGES = {
  alreadyFavorite: 'Service is already in favorites',
  notInFavorites: 'Service not found in favorites',
  serviceNotFound: 'Service not found',
} as const;

/** How many services one customer may keep (one stored document per customer holds them all). */
export const FAVORITE_SERVICES_MAX = 200;

export interface FavoriteService {
  /** the service id (a user has one favourite per service) */
  id: string;
  serviceId: string;
  /** the shop that offers it (kept when the service is gone, so the card still says where it was) */
  shopId: string;
  /** the service as the shop offers it now; null when it is no longer offered (kept so the user can remove it) */
  service: ServiceSummary | null;
  /** the shop as the catalog serves it now; null when it is no longer public */
  shop: Shop | null;
  addedAt: string;
  notes: string;
}

/** GET → data { services } (newest first); POST → 201 data { favorite }; PATCH → data { favorite }; DELETE → data { success: true } */
export interface FavoriteServicesResult {
  services: FavoriteService[];
}

/** GET /api/services/{serviceId} → data { service } */
export interface ServiceLocation {
  service: ServiceSummary & { shopId: string };
}

/**
 * Whether a value has the shape of a service id: `<shopId>--<slug>` (src/domain/shop-service-records.ts), so
 * anything else is answered "not found" before any read.
 */
export function isServiceId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= LIMITS.id &&
    ID_PATTERNS.shop.test(value) &&
    value.includes('--')
  );
}

/**
 * The shops a service id may belong to, most specific first: a service's id is `<shopId>--<slug>` and a shop id
 * may itself contain `--`, so every prefix before a `--` is a candidate. Each is looked up by its id (the
 * catalog, in memory), never by scanning services.
 */
export function shopIdsOfServiceId(serviceId: string): string[] {
  if (!isServiceId(serviceId)) return [];
  const parts = serviceId.split('--');
  const ids: string[] = [];
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const id = parts.slice(0, i).join('--');
    if (ID_PATTERNS.shop.test(id)) ids.push(id);
  }
  return ids;
}

/** The shop offering `serviceId` and the service as it lists it, or null (unknown, gone or not public). */
export function locateService<S extends { id: string; services: readonly ServiceSummary[] }>(
  serviceId: string,
  shopOf: (shopId: string) => S | null | undefined,
): { shop: S; service: ServiceSummary } | null {
  for (const shopId of shopIdsOfServiceId(serviceId)) {
    const shop = shopOf(shopId);
    if (!shop) continue;
    const service = shop.services.find((s) => s.id === serviceId);
    return service ? { shop, service } : null;
  }
  return null;
}

/** What is stored of a favourite service (the service and its shop are looked up when it is served). */
export type FavoriteServiceRecord = Pick<
  FavoriteService,
  'serviceId' | 'shopId' | 'notes' | 'addedAt'
>;

/**
 * A stored favourite as served: the service and its shop as the catalog has them now (`shopOf` answers public
 * shops by id, with the service's shop id candidates and the stored shop id among what it is asked).
 */
export function favoriteServiceOf(
  record: FavoriteServiceRecord,
  shopOf: (shopId: string) => Shop | null | undefined,
): FavoriteService {
  const located = locateService(record.serviceId, shopOf);
  return {
    id: record.serviceId,
    serviceId: record.serviceId,
    shopId: record.shopId,
    service: located?.service ?? null,
    shop: located?.shop ?? shopOf(record.shopId) ?? null,
    addedAt: record.addedAt,
    notes: record.notes,
  };
}

// the link to a service's booking lives with the other links (src/domain/links.ts)
export { serviceBookingHref } from './links';

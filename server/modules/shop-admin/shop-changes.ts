import type { Logger } from 'pino';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { ShopActor } from './shop-access';
import { recordShopChange } from './shop-audit';

/** The part of a shop a change touched (the audit trail groups by it; the owner's activity list shows it). */
export const SHOP_CHANGE_SECTIONS = [
  'profile',
  'photos',
  'services',
  'hours',
  'policies',
  'settings',
  'team',
  'status',
  'sales',
] as const;
export type ShopChangeSection = (typeof SHOP_CHANGE_SECTIONS)[number];

/** One field's change, for the audit trail: values are small JSON (long texts are cut by the recorder). */
export interface FieldChange {
  /** dotted path in the product's words: `name`, `services.<id>.price`, `workingHours.monday` */
  field: string;
  before: unknown;
  after: unknown;
}

export interface ShopChange {
  shopId: string;
  actor: ShopActor;
  section: ShopChangeSection;
  /** what was done, as a stable code (`service_created`, `hours_updated`, `photo_deleted`, …) */
  action: string;
  changes: FieldChange[];
}

/**
 * What every shop-management write calls AFTER its database write succeeded: records the change in the shop's
 * audit trail and brings the public side up to date (the catalog entry of that shop, search, details, slots,
 * other instances through the catalog channel). Resolves once this instance serves the change, so the write's
 * answer and any read after it see the new state.
 */
export interface ShopChanges {
  applied(change: ShopChange): Promise<void>;
}

/**
 * Records the change in the shop's audit trail (shop-audit.ts) and refreshes that one shop in the catalog (read
 * again by `_id`, swapped into a new snapshot, announced to peers with its id). The write already happened: a
 * failing audit write is logged and never fails it, and the catalog is brought up to date either way.
 */
export function createShopChanges(options: {
  catalog: ShopCatalog;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** the audit trail's writer (tests replace it) */
  record?: (change: ShopChange) => Promise<void>;
}): ShopChanges {
  const record = options.record ?? recordShopChange;
  return {
    async applied(change) {
      await Promise.all([
        record(change).catch((error: unknown) =>
          options.logger.error(
            { err: error, shopId: change.shopId, section: change.section, action: change.action },
            'shop change not recorded in the audit trail',
          ),
        ),
        options.catalog.refreshShop(change.shopId),
      ]);
      // when the shop could not be read alone, this reloads the catalog; either way the change is served after it
      await options.catalog.current();
    },
  };
}

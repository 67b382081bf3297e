import type { Logger } from 'pino';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { ShopActor } from './shop-access';

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
 * First implementation: no audit yet and a whole-catalog reload (invalidate + wait). The shop-admin core
 * replaces the body (audit store, per-shop catalog update) without changing the interface.
 */
export function createShopChanges(options: {
  catalog: ShopCatalog;
  logger: Pick<Logger, 'warn' | 'error'>;
}): ShopChanges {
  return {
    async applied() {
      options.catalog.invalidate();
      await options.catalog.current();
    },
  };
}

import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail';
import type { AuthGuards } from '../auth/auth.contract';
import type { BookingsService } from '../bookings/bookings.service';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { ShopChanges } from './shop-changes';

/** What the shop-management routers (profile, photos, services, hours, team, managed shops) are built from. */
export interface ShopAdminDeps {
  config: Config;
  logger: Logger;
  guards: AuthGuards;
  catalog: ShopCatalog;
  changes: ShopChanges;
  bookings: BookingsService;
  geocoder: Geocoder;
  mail: Mailer;
}

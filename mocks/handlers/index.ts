import type { RequestHandler } from 'msw';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { bookingsHandlers } from './bookings';
import { customerHistoryHandlers } from './customer-history';
import { customerPreferencesHandlers } from './customer-preferences';
import { customerStatsExportHandlers } from './customer-stats-export';
import { favoritesHandlers } from './favorites';
import { favoriteServicesHandlers } from './favorite-services';
import { geocodingHandlers } from './geocoding';
import { searchHandlers } from './search';
import { profileHandlers } from './profile';
import { salesHandlers } from './sales';
import { salesExportHandlers } from './sales-export';
import { shopAdminHandlers } from './shop-admin';
import { shopOpsHandlers } from './shop-ops';
import { shopHandlers } from './shops';
import { systemHandlers } from './system';

/**
 * Handlers keyed by area, in object form, so a Storybook story (`parameters.msw.handlers`)
 * or a test can replace one group and keep the rest.
 */
export const handlersByArea: Record<string, RequestHandler[]> = {
  system: systemHandlers,
  auth: authHandlers,
  // before `shops`: the management routes share the /api/shops/:id prefix
  shopAdmin: shopAdminHandlers,
  shopOps: shopOpsHandlers,
  shops: shopHandlers,
  profile: profileHandlers,
  admin: adminHandlers,
  search: searchHandlers,
  geocoding: geocodingHandlers,
  favorites: favoritesHandlers,
  favoriteServices: favoriteServicesHandlers,
  customerPreferences: customerPreferencesHandlers,
  bookings: bookingsHandlers,
  customerHistory: customerHistoryHandlers,
  customerStatsExport: customerStatsExportHandlers,
  sales: salesHandlers,
  salesExport: salesExportHandlers,
};

export const handlers: RequestHandler[] = Object.values(handlersByArea).flat();

import type { RequestHandler } from 'msw';
import { shopActivityHandlers } from './activity';
import { shopHoursHandlers } from './hours';
import { managedShopsHandlers } from './managed-shops';
import { shopProfileHandlers } from './profile';
import { shopServicesHandlers } from './services';
import { shopTeamHandlers } from './team';

/**
 * The shop-management endpoints (issue 14), answered through the same src/domain rules as the server. Each
 * module adds its handlers from its own file here.
 */
export const shopAdminHandlers: RequestHandler[] = [
  ...managedShopsHandlers,
  ...shopProfileHandlers,
  ...shopHoursHandlers,
  ...shopServicesHandlers,
  ...shopTeamHandlers,
  ...shopActivityHandlers,
];

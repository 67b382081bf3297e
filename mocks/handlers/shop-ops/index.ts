import type { RequestHandler } from 'msw';
import { shopAppointmentsHandlers } from './appointments';
import { shopBlocksHandlers } from './blocks';
import { shopCalendarHandlers } from './calendar';
import { shopDashboardHandlers } from './dashboard';
import { shopWalkInsHandlers } from './walk-ins';

/**
 * The shop's day (issue 15): dashboard, performance, calendar, blocked time, walk-ins and series, answered
 * through the same src/domain rules as the server. Each module adds its handlers from its own file here.
 */
export const shopOpsHandlers: RequestHandler[] = [
  ...shopDashboardHandlers,
  ...shopCalendarHandlers,
  ...shopBlocksHandlers,
  ...shopWalkInsHandlers,
  ...shopAppointmentsHandlers,
];

import type { Step } from './scenario-support';
import { SHOP_APPOINTMENTS_STEPS } from './shop-appointments-steps';
import { SHOP_BLOCKS_STEPS } from './shop-blocks-steps';
import { SHOP_CALENDAR_STEPS } from './shop-calendar-steps';
import { SHOP_DASHBOARD_STEPS } from './shop-dashboard-steps';
import { SHOP_WALK_INS_STEPS } from './shop-walk-ins-steps';

/** The shop's day (issue 15), after the setup steps (ctx.ownerToken, ctx.ownedShopId). */
export const SHOP_OPERATIONS_STEPS: Step[] = [
  ...SHOP_DASHBOARD_STEPS,
  ...SHOP_CALENDAR_STEPS,
  ...SHOP_APPOINTMENTS_STEPS,
  ...SHOP_BLOCKS_STEPS,
  ...SHOP_WALK_INS_STEPS,
];

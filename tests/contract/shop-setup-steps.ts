import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import { dataOf, login, shopOwner, type Step } from './scenario-support';
import { SHOP_ACTIVITY_STEPS } from './shop-activity-steps';
import { SHOP_HOURS_STEPS } from './shop-hours-steps';
import { MANAGED_SHOPS_STEPS } from './managed-shops-steps';
import { SHOP_PROFILE_STEPS } from './shop-profile-steps';
import { SHOP_SERVICES_STEPS } from './shop-services-steps';
import { SHOP_TEAM_STEPS } from './shop-team-steps';
import { SHOP_OPERATIONS_STEPS } from './shop-operations-steps';

/**
 * Shop management (issue 14), run after the customer scenarios (they change the demo owner's shop). The first
 * step signs the demo shop owner in: `ctx.ownerToken`, and `ctx.ownedShopId` is their shop on both sides.
 */
export const SHOP_SETUP_STEPS: Step[] = [
  {
    name: 'shop owner signs in',
    run: async (call, ctx) => {
      const signedIn = await login(call, shopOwner.email, shopOwner.password);
      ctx.ownerToken = dataOf<{ accessToken: string }>(signedIn).accessToken;
      ctx.ownedShopId = DEMO_OWNED_SHOP_ID;
      return signedIn;
    },
  },
  ...MANAGED_SHOPS_STEPS,
  ...SHOP_PROFILE_STEPS,
  ...SHOP_SERVICES_STEPS,
  ...SHOP_HOURS_STEPS,
  ...SHOP_TEAM_STEPS,
  ...SHOP_ACTIVITY_STEPS,
  // the shop's day (issue 15)
  ...SHOP_OPERATIONS_STEPS,
];

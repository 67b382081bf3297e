import type { Step } from './scenario-support';

/** Contract steps of this shop-management module (ctx.ownerToken, ctx.ownedShopId from SHOP_SETUP_STEPS). */
export const SHOP_SERVICES_STEPS: Step[] = [];

import type { Step } from './scenario-support';

// SKELETON: the module's helper adds its scenarios.
export const SHOP_CALENDAR_STEPS: Step[] = [];

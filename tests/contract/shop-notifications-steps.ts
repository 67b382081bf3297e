import type { Step } from './scenario-support';

/**
 * Notifications are answered inside the dashboard (SHOP_DASHBOARD_STEPS compare it with includeNotifications);
 * they have no endpoint of their own to compare.
 */
export const SHOP_NOTIFICATIONS_STEPS: Step[] = [];

import type { RequestHandler } from 'msw';

/**
 * Notifications have no endpoint of their own (server/modules/shop-notifications/shop-notifications.routes.ts):
 * the mocks serve them inside the dashboard (dashboard.ts), and live events need a server.
 */
export const shopNotificationsHandlers: RequestHandler[] = [];

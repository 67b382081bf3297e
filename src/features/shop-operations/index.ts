/**
 * The shop's day (issue 15), shown by the shop personal area's shell (src/features/shop-owner) under its
 * overview, calendar and bookings tabs. Each takes the shop being managed and owns its queries, below
 * `shopOpsKeys.shop(shopId)`.
 */
export { shopOpsKeys } from './query-keys';
export { ShopOverview } from './overview/shop-overview';
export { ShopCalendar } from './calendar/shop-calendar';
export { ShopAppointments } from './appointments/shop-appointments';
export { ShopLiveIndicator } from './live/shop-live-status';

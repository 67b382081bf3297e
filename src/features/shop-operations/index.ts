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
// what the sales pages (src/features/sales) build on: the shop's customers, the methods it takes, a change in words
export { useCustomerSearch } from './walk-ins/use-walk-ins';
export { renderCustomerOption, useSettledSearchText } from './walk-ins/customer-search-parts';
export { useSaleMethods } from './appointments/use-sale-methods';
export { SaleMethodSelect } from './appointments/sale-method-select';
export { changeOf } from './overview/overview-format';
export { OverviewPanel } from './overview/overview-panel';

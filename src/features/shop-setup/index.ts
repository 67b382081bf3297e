/**
 * The shop's settings editors (issue 14), shown by the shop personal area's shell (src/features/shop-owner)
 * under its settings tabs. Each takes the shop being managed and owns its own queries, below
 * `shopAdminKeys.shop(shopId)`.
 */
export { shopAdminKeys } from './shop-admin-keys';
export { ShopProfileSettings } from './profile/shop-profile-settings';
export { ShopServicesSettings } from './services/shop-services-settings';
export { ShopHoursSettings } from './hours/shop-hours-settings';
export { ShopNotificationSettings } from './hours/shop-notification-settings';
export { ShopTeamSettings } from './team/shop-team-settings';
export { ShopSetupChecklist } from './setup/shop-setup-checklist';
export { ShopActivityLog } from './setup/shop-activity-log';

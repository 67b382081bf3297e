/**
 * Query keys of the shop-management screens. Every key of one shop starts with `shopAdminKeys.shop(id)`, so the
 * shell's refresh button (and a live `settings_updated`) refetches all of that shop's settings at once. Each
 * editor adds its own keys below that root (`[...shopAdminKeys.shop(id), 'services']`).
 */
export const shopAdminKeys = {
  all: ['shop-admin'] as const,
  shop: (shopId: string) => ['shop-admin', shopId] as const,
};

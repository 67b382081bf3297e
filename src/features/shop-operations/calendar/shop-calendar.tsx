import type { ShopTabId } from '@/features/shop-owner/shop-tabs';

// SKELETON: replaced by the module's helper.
export function ShopCalendar(_props: { shopId: string; onOpenTab: (id: ShopTabId) => void }) {
  return null;
}

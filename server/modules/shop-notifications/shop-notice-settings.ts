import type { ShopNoticeSettings } from '../../../src/domain/shop-notices';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import { notificationSettingsOf } from '../shop-hours/shop-hours.service';

/**
 * A shop's notification settings as the editor shows them (defaults where none were saved), one read by `_id`
 * of that field alone; null for no such shop.
 */
export async function shopNoticeSettings(shopId: string): Promise<ShopNoticeSettings | null> {
  const shop = await ShopModel.findById(shopId, { notificationSettings: 1 }).lean<ShopDoc>();
  return shop ? notificationSettingsOf(shop).notifications : null;
}

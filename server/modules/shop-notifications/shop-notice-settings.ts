import type { ShopNoticeSettings } from '../../../src/domain/shop-notices';
import type { ShopDoc } from '../../models/shop.model';
import { shopDocument } from '../bookings/booking-documents';
import type { ShopCatalog } from '../shops/shop-catalog';
import { notificationSettingsOf } from '../shop-hours/shop-hours.service';

/**
 * A shop's notification settings as the editor shows them (defaults where none were saved); null for no such
 * shop. Read from the shop's document, from memory while the catalog has not changed when `catalog` is given
 * (server/modules/bookings/booking-documents.ts: the create that is being announced has just read it).
 */
export async function shopNoticeSettings(
  shopId: string,
  catalog?: Pick<ShopCatalog, 'changeCount'>,
): Promise<ShopNoticeSettings | null> {
  const shop = await shopDocument<ShopDoc>(shopId, catalog);
  return shop ? notificationSettingsOf(shop).notifications : null;
}

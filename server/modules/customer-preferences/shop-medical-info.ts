import { isId } from '../../../src/domain/ids';
import {
  medicalInfoAccess,
  shopViewOfMedicalInfo,
  type ShopMedicalInfo,
} from '../../../src/domain/medical-info';
import { decided } from '../../http/refusal';
import { BookingModel } from '../../models/booking.model';
import type { ShopDoc } from '../../models/shop.model';
import { userDocument } from '../auth/user-documents';
import type { ShopActor } from '../shop-admin/shop-access';
import { storedMedicalInfoOf, storedPreferencesOf } from './customer-preferences.service';

/**
 * GET /api/shops/{id}/bookings/{bookingId}/medical-info: what the shop's owner (or an admin) is shown of the
 * customer's medical info for one of that shop's bookings. The shop was checked by requireShopManager (404 for
 * anyone else); the booking must be that shop's (404 otherwise, as for an unknown id); the info is shown only
 * when the customer shares it (privacySettings.shareProfile). A walk-in contact has no account: nothing shared.
 */
export async function shopMedicalInfo(
  actor: ShopActor,
  shop: Pick<ShopDoc, '_id' | 'ownerId'>,
  bookingId: string,
): Promise<ShopMedicalInfo> {
  const booking = isId('booking', bookingId)
    ? await BookingModel.findById(bookingId, { customerId: 1, shopId: 1 }).lean<{
        customerId: string;
        shopId: string;
      }>()
    : null;
  decided(medicalInfoAccess(actor, booking, shop._id, shop.ownerId ?? null));
  const customer = await userDocument(booking!.customerId);
  if (!customer || customer.deletedAt || customer.role !== 'customer')
    return shopViewOfMedicalInfo(null, false);
  return shopViewOfMedicalInfo(
    storedMedicalInfoOf(customer),
    storedPreferencesOf(customer).privacySettings.shareProfile,
  );
}

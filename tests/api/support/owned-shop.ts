import { ShopModel } from '../../../server/models/shop.model';
import type { TestApp } from '../helpers';
import { client, signIn } from '../profile-fixtures';
import { createBookingShop } from './booking-fixtures';

/**
 * A shop of its own per test, its menu order stored on the shop as the seed leaves it, and a photo, so it is
 * set up and public (the onboarding checklist); with its owner signed in.
 */
export async function ownedShop(app: TestApp) {
  const shop = await createBookingShop(app);
  const ids = Object.values(shop.services);
  await ShopModel.updateOne(
    { _id: shop.id },
    { $set: { serviceIds: ids, photos: ['/images/shops/salon-1.svg'] } },
    { strict: false },
  );
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
  const owner = client(app, await signIn(app, shop.owner));
  return { shop, owner, ids };
}

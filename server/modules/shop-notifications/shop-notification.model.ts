import { Schema, model } from 'mongoose';

/**
 * What a shop was told (new, changed and cancelled bookings), one document per shop with `_id` = the shop's id:
 * every read and write goes by `_id` (FerretDB scans any other filter). `notices` maps a notification's id to the
 * notification as one JSON string (its `createdAt` in epoch ms, `order` for ties), about the newest
 * SHOP_NOTIFICATIONS_KEPT of them (shop-notifications.store.ts trims the older now and then). `items`, the list
 * written before (newest first), is still read and goes at the next trim.
 */
export const SHOP_NOTIFICATIONS_KEPT = 100;

export interface StoredShopNotification {
  id: string;
  type: string;
  bookingId: string;
  customerName: string;
  serviceName: string;
  date: string;
  time: string;
  action: string | null;
  actor: 'customer' | 'shop' | 'admin' | 'system';
  createdAt: Date;
}

const shopNotificationsSchema = new Schema(
  {
    _id: { type: String, required: true },
    items: { type: [Schema.Types.Mixed], default: undefined },
    notices: { type: Schema.Types.Mixed },
  },
  { versionKey: false, collection: 'shopnotifications', minimize: false },
);

export const ShopNotificationsModel = model('ShopNotifications', shopNotificationsSchema);

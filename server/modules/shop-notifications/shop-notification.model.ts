import { Schema, model } from 'mongoose';

/**
 * What a shop was told (new, changed and cancelled bookings), one document per shop with `_id` = the shop's id:
 * every read and write goes by `_id` (FerretDB scans any other filter). `items` holds the newest
 * SHOP_NOTIFICATIONS_KEPT notifications, newest first; older ones fall off when a new one comes.
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
    items: { type: [Schema.Types.Mixed], default: [] },
  },
  { versionKey: false, collection: 'shopnotifications', minimize: false },
);

export const ShopNotificationsModel = model('ShopNotifications', shopNotificationsSchema);

import type { BookingEventMap, BookingEvents } from '../modules/bookings/booking-events';
import { ShopModel } from '../models/shop.model';
import {
  listenedRooms,
  liveMessage,
  shopRoom,
  shopStaffRoom,
  userRoom,
  type RealtimeServer,
} from './index';

/**
 * Booking events to Socket.IO. The shop's staff room and its owner get new and changed bookings (with the
 * customer's details), the customer gets changes to their own booking, and the shop's public room (anyone on
 * its booking page) only learns which dates' slots changed. With the Redis adapter every instance's sockets
 * get them, whichever instance made the change. Returns the function that unsubscribes.
 */
export function linkBookingRealtime(io: RealtimeServer, events: BookingEvents): () => void {
  const created = (...[booking, context]: BookingEventMap['created']) => {
    const rooms = [shopStaffRoom(booking.shopId)];
    if (context.shopOwnerId) rooms.push(userRoom(context.shopOwnerId));
    const listened = listenedRooms(io, rooms);
    if (listened.length > 0)
      io.to(listened).emit('booking_created', liveMessage('booking_created', { booking }));
  };
  const updated = (...[booking, change]: BookingEventMap['updated']) => {
    const rooms = [shopStaffRoom(booking.shopId), userRoom(booking.customerId)];
    if (change.shopOwnerId) rooms.push(userRoom(change.shopOwnerId));
    const listened = listenedRooms(io, rooms);
    if (listened.length === 0) return;
    io.to(listened).emit(
      'booking_updated',
      liveMessage('booking_updated', {
        booking,
        action: change.action,
        actor: change.actor,
        reason: change.reason,
      }),
    );
  };
  const slots = (...[change]: BookingEventMap['slots']) => {
    if (change.dates.length === 0) return;
    if (listenedRooms(io, [shopRoom(change.shopId)]).length === 0) return;
    // only the shop and the dates: the public room must not learn who booked
    io.to(shopRoom(change.shopId)).emit(
      'slots_changed',
      liveMessage('slots_changed', { shopId: change.shopId, dates: [...change.dates] }),
    );
  };
  events.on('created', created);
  events.on('updated', updated);
  events.on('slots', slots);
  return () => {
    events.off('created', created);
    events.off('updated', updated);
    events.off('slots', slots);
  };
}

/** A shop owner's shops (one indexed query per shop-owner connection; owners have few shops). */
export async function ownedShopIds(userId: string): Promise<string[]> {
  const shops = await ShopModel.find({ ownerId: userId }, { _id: 1 }).lean<{ _id: string }[]>();
  return shops.map((shop) => String(shop._id));
}

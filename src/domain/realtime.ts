import type { Booking, SlotsChanged } from './booking';

/** Socket.IO event map shared by server and client; live messages use the spec's envelope {type, data, timestamp, id}. */
export interface LiveMessage<T = unknown> {
  type: string;
  data: T;
  timestamp: string;
  id: string;
}

export interface ServerToClientEvents {
  /** sent once after the handshake: who the server thinks is connected */
  session: (info: { userId: string | null; role: string | null }) => void;
  notification: (message: LiveMessage) => void;
  /** a new booking, to the shop's staff room and its owner */
  booking_created: (message: LiveMessage<BookingCreatedLive>) => void;
  /** a booking changed, to the shop's staff room, its owner and the customer */
  booking_updated: (message: LiveMessage<BookingUpdatedLive>) => void;
  /** to a shop's public room: the dates whose free slots changed (no personal data) */
  slots_changed: (message: LiveMessage<SlotsChanged>) => void;
  shop_updated: (message: LiveMessage<{ shopId: string }>) => void;
}

export interface ClientToServerEvents {
  /** join the live feed of a shop's public page (slot changes etc.) */
  'shop:watch': (shopId: string, ack?: (ok: boolean) => void) => void;
  'shop:unwatch': (shopId: string) => void;
}

export interface SocketData {
  userId: string | null;
  role: string | null;
  /** the sign-in session of a signed-in socket: the socket is dropped when it ends */
  sessionId?: string;
  /** a shop owner's shops, looked up at the handshake: the socket joins their staff rooms */
  ownedShopIds?: string[];
}

export interface BookingCreatedLive {
  booking: Booking;
}

export interface BookingUpdatedLive {
  booking: Booking;
  /** what happened: a BookingAction, 'notes', or 'anonymise' (the customer deleted their account) */
  action: string;
  /** who did it */
  actor: string;
  reason: string | null;
}

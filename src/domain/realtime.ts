import type { Booking, SlotsChanged } from './booking';
import type { ShopNotification } from './shop-dashboard';

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
  /** something the shop is told (a customer booked, moved or cancelled), to its staff room and owner */
  notification_received: (message: LiveMessage<NotificationReceivedLive>) => void;
  /** a hint after any booking change of the shop: open dashboards ask for their figures again */
  metrics_updated: (message: LiveMessage<ShopLiveHint>) => void;
  /** the same hint for the performance charts */
  performance_updated: (message: LiveMessage<ShopLiveHint>) => void;
  /** the shop's settings (profile, hours, services, team, …) changed, by this tab or another */
  settings_updated: (message: LiveMessage<SettingsUpdatedLive>) => void;
  /** the shop's blocked time on these dates was added, moved or removed (to its staff room) */
  blocks_updated: (message: LiveMessage<BlocksUpdatedLive>) => void;
  /** the answer to the client's `heartbeat` */
  heartbeat_ack: (message: LiveMessage<{ at: string }>) => void;
}

export interface ClientToServerEvents {
  /** join the live feed of a shop's public page (slot changes etc.) */
  'shop:watch': (shopId: string, ack?: (ok: boolean) => void) => void;
  'shop:unwatch': (shopId: string) => void;
  /**
   * join the private feed of a shop the caller manages (an admin entering a shop's area, an owner whose shop
   * came after the handshake); acked false when the caller may not manage it
   */
  'shop:manage': (shopId: string, ack?: (ok: boolean) => void) => void;
  /** the shop area's keep-alive (every HEARTBEAT_INTERVAL_MS): answered with `heartbeat_ack` */
  heartbeat: () => void;
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

export interface NotificationReceivedLive {
  shopId: string;
  notification: ShopNotification;
}

export interface ShopLiveHint {
  shopId: string;
}

export interface BlocksUpdatedLive {
  shopId: string;
  /** shop-local dates whose blocks changed */
  dates: string[];
}

export interface SettingsUpdatedLive {
  shopId: string;
  /** the part of the shop that changed (profile, hours, services, settings, team, …) */
  section: string;
}

/** spec 03 §9: the shop area's connection sends a heartbeat every 30 s */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** spec 03 §9: reconnect after 3 s, doubling up to 30 s, at most 5 attempts */
export const RECONNECT_BASE_MS = 3000;
export const RECONNECT_MAX_MS = 30_000;
export const RECONNECT_MAX_ATTEMPTS = 5;

/** Delay before reconnect attempt `attempt` (1-based), or null when the attempts have run out. */
export function reconnectDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > RECONNECT_MAX_ATTEMPTS) return null;
  return Math.min(RECONNECT_BASE_MS * 2 ** (attempt - 1), RECONNECT_MAX_MS);
}

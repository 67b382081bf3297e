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
  booking_created: (message: LiveMessage) => void;
  booking_updated: (message: LiveMessage) => void;
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
}

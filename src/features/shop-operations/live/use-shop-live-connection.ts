import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '@/domain/realtime';
import { sessionAtom } from '@/features/auth';
import {
  configureRealtime,
  getRealtimeChannel,
  realtimeState,
  retryRealtime,
  subscribeRealtimeState,
  type RealtimeState,
} from '@/lib/realtime-client';
import { applyShopLiveEvent, SHOP_LIVE_EVENTS } from './shop-live-cache';

export interface ShopLiveConnection {
  state: RealtimeState;
  /** connects again at once after the attempts ran out */
  retry: () => void;
}

type Listener = (...args: never[]) => void;

/**
 * The shop area's live connection (spec 03 §4 "Real-time connection", on the app's one Socket.IO connection):
 * opens only when signed in, with the token in the handshake; joins the shop's private feed (`shop:manage`, again
 * after every reconnect since rooms do not survive one); sends a heartbeat every 30 s while connected; and puts
 * every event of this shop into the cache (shop-live-cache.ts). Used once, by the shop area's shell.
 */
export function useShopLiveConnection(shopId: string): ShopLiveConnection {
  const client = useQueryClient();
  const store = useStore();
  const signedIn = useAtomValue(sessionAtom) !== null;
  const state = useSyncExternalStore(subscribeRealtimeState, realtimeState, realtimeState);

  useEffect(() => {
    configureRealtime({ getAccessToken: () => store.get(sessionAtom)?.accessToken ?? null });
  }, [store]);

  useEffect(() => {
    if (!signedIn) return;
    const pending = getRealtimeChannel();
    if (!pending) return;
    let active = true;
    let detach = () => {};
    pending.then(
      (socket) => {
        if (!active) return;
        const manage = () =>
          socket.emit('shop:manage', shopId, (ok: boolean) => {
            if (!ok) console.warn(`Live updates for shop ${shopId} were refused`);
          });
        const listeners = SHOP_LIVE_EVENTS.map((event) => {
          const listener = (message: unknown) => {
            if (active) void applyShopLiveEvent(client, shopId, event, message);
          };
          socket.on(event, listener as Listener);
          return [event, listener] as const;
        });
        const heartbeat = setInterval(() => {
          if (socket.connected) socket.emit('heartbeat');
        }, HEARTBEAT_INTERVAL_MS);
        socket.on('connect', manage as Listener);
        if (socket.connected) manage();
        detach = () => {
          clearInterval(heartbeat);
          socket.off('connect', manage as Listener);
          for (const [event, listener] of listeners) socket.off(event, listener as Listener);
        };
      },
      () => {},
    );
    return () => {
      active = false;
      detach();
    };
  }, [signedIn, shopId, client]);

  return { state, retry: retryRealtime };
}

import type { BookingEvents } from '../bookings/booking-events';

/**
 * The overview's answers kept in memory per shop (spec 03 §4 "Dashboard caching": dashboard 60 s, performance
 * 180 s), under a key naming what was asked (parts, period, language). A booking of the shop created or changed
 * drops all of that shop's answers at once, so the owner never waits for the time limit to see it; reviews do not
 * announce themselves, so a new rating shows within the time limit. One process: with several API instances
 * each keeps its own copy, which is as fresh as its time limit. The cache lives as long as the app (it listens
 * to the app's booking events from its creation on).
 */
export interface FigureCache {
  get<T>(shopId: string, key: string): T | undefined;
  /** how many times the shop's answers were dropped: take it before computing, give it to set */
  generation(shopId: string): number;
  /** keeps an answer unless the shop's bookings changed since `generation` (it would be stale at once) */
  set(shopId: string, key: string, value: unknown, ttlSeconds: number, generation: number): void;
}

/** a bounded memory: the least recently computed shops go first */
const MAX_SHOPS = 2_000;

export function createFigureCache(events: BookingEvents, now = () => Date.now()): FigureCache {
  const shops = new Map<string, Map<string, { value: unknown; expiresAt: number }>>();
  const generations = new Map<string, number>();
  const drop = (shopId: string) => {
    shops.delete(shopId);
    generations.set(shopId, (generations.get(shopId) ?? 0) + 1);
    if (generations.size > MAX_SHOPS * 10) generations.clear();
  };
  events.on('created', (booking) => drop(booking.shopId));
  events.on('updated', (booking) => drop(booking.shopId));
  return {
    get<T>(shopId: string, key: string) {
      const entry = shops.get(shopId)?.get(key);
      if (!entry || entry.expiresAt <= now()) return undefined;
      return entry.value as T;
    },
    generation: (shopId) => generations.get(shopId) ?? 0,
    set(shopId, key, value, ttlSeconds, generation) {
      if ((generations.get(shopId) ?? 0) !== generation) return;
      let entries = shops.get(shopId);
      if (!entries) {
        if (shops.size >= MAX_SHOPS) shops.delete(shops.keys().next().value as string);
        shops.set(shopId, (entries = new Map()));
      }
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

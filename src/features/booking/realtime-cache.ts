import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { isUpcoming, type Booking, type BookingList, type SlotsChanged } from '@/domain/booking';
import { sessionAtom } from '@/features/auth';
import { configureRealtime, getRealtimeChannel, watchShopSlots } from '@/lib/realtime-client';
import type { BookingListParams } from './api';
import { availabilityKeys, bookingKeys } from './booking-queries';

/**
 * The one place where a change to bookings reaches the cached queries (ARCHITECTURE "Socket.IO events
 * invalidate or patch the cache in one place"): Socket.IO events (`slots_changed` in a shop's room,
 * `booking_created` / `booking_updated` in the user's room) and this tab's own writes (book, move, cancel) go
 * through the same functions, so every screen showing a booking or a shop's free times follows.
 *
 * Only queries someone is looking at with live updates on are asked again at once (TanStack's "active"
 * queries): the booking page turns its availability queries off while the customer's own booking is on its
 * way, so it does not show up as "someone just booked"; those are asked again when the answer is in.
 */

type AvailabilityKey = readonly [
  'availability',
  string,
  'calendar' | 'slots',
  { month?: string; date?: string },
];

/** true for the days of the neighbouring months the calendar's 6-week grid can show */
function nearMonth(date: string, month: string): boolean {
  const dayMs = 86_400_000;
  const diff = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${month}-01T00:00:00Z`)) / dayMs;
  return diff >= -7 && diff < 31 + 14;
}

function showsAnyOf(key: readonly unknown[], dates: readonly string[]): boolean {
  const [, , kind, params] = key as AvailabilityKey;
  if (kind === 'slots') return params.date !== undefined && dates.includes(params.date);
  if (kind === 'calendar') {
    const month = params.month ?? '';
    return dates.some((d) => d.slice(0, 7) === month || nearMonth(d, month));
  }
  return true;
}

/** `slots_changed`: the shop's cached days and months that show one of the dates are asked for again. */
export function applySlotsChanged(client: QueryClient, change: SlotsChanged): Promise<void> {
  return client.invalidateQueries({
    queryKey: availabilityKeys.shop(change.shopId),
    predicate: (query) => showsAnyOf(query.queryKey, change.dates),
  });
}

const byStart = (a: Booking, b: Booking) => a.startAt.localeCompare(b.startAt);

/**
 * Puts a changed booking where spec 02 §4 says it belongs now in a list with the server's Upcoming/Past
 * `scope` (a cancelled one leaves Upcoming for Past): upcoming soonest first, past newest first.
 */
export function placeInList(
  list: BookingList,
  scope: BookingListParams['scope'],
  booking: Booking,
  now: Date = new Date(),
): BookingList {
  const items = list.items.filter((b) => b.id !== booking.id);
  const belongs =
    scope === 'upcoming'
      ? isUpcoming(booking, now)
      : scope === 'past'
        ? !isUpcoming(booking, now)
        : true;
  if (!belongs)
    return { ...list, items, total: list.total - (items.length < list.items.length ? 1 : 0) };
  const added = items.length === list.items.length;
  items.push(booking);
  items.sort(scope === 'past' ? (a, b) => byStart(b, a) : byStart);
  return { ...list, items, total: list.total + (added ? 1 : 0) };
}

/**
 * A booking was made, moved or cancelled (here or elsewhere): its own cache entry becomes it, the cached
 * lists move it at once and are then asked again (the server has the last word on order and paging), and the
 * shop's free times are asked again.
 */
export function applyBookingChange(client: QueryClient, booking: Booking): Promise<void> {
  client.setQueryData(bookingKeys.detail(booking.id), booking);
  for (const [key, list] of client.getQueriesData<BookingList>({ queryKey: bookingKeys.lists() })) {
    const params = key[3] as BookingListParams | undefined;
    if (list) client.setQueryData(key, placeInList(list, params?.scope, booking));
  }
  return Promise.all([
    client.invalidateQueries({ queryKey: bookingKeys.lists() }),
    client.invalidateQueries({ queryKey: availabilityKeys.shop(booking.shopId) }),
  ]).then(() => undefined);
}

/** A live message `{ type, data: { booking } }` (or its data alone) → the booking, if it carries one. */
export function bookingOf(message: unknown): Booking | null {
  const body =
    message && typeof message === 'object' && 'data' in message
      ? (message as { data: unknown }).data
      : message;
  const booking = body && typeof body === 'object' ? (body as { booking?: unknown }).booking : null;
  return booking && typeof booking === 'object' && typeof (booking as Booking).id === 'string'
    ? (booking as Booking)
    : null;
}

/** A booking event from the server: patch with the booking it carries, else just ask the lists again. */
export function applyBookingEvent(client: QueryClient, message: unknown): Promise<void> {
  const booking = bookingOf(message);
  if (booking) return applyBookingChange(client, booking);
  return client.invalidateQueries({ queryKey: bookingKeys.all });
}

/** The socket's handshake carries the signed-in user's token (read at every (re)connect). */
function useRealtimeSession() {
  const store = useStore();
  useEffect(() => {
    configureRealtime({ getAccessToken: () => store.get(sessionAtom)?.accessToken ?? null });
  }, [store]);
}

/**
 * Live slots (issue 5): while a booking page is open it watches the shop's room, and the dates whose slots
 * changed are asked for again. Leaves the room on unmount. A no-op when real-time is off (the app runs on
 * mocks).
 */
export function useLiveShopSlots(shopId: string | null): void {
  const client = useQueryClient();
  useRealtimeSession();
  useEffect(() => {
    if (!shopId) return;
    return watchShopSlots(shopId, (dates) => void applySlotsChanged(client, { shopId, dates }));
  }, [shopId, client]);
}

const BOOKING_EVENTS = ['booking_created', 'booking_updated'] as const;

/**
 * The signed-in user's bookings, live: a shop confirming, moving or cancelling one, or the customer in another
 * tab (Socket.IO, the user's own room). A no-op when real-time is off.
 */
export function useLiveBookings(enabled: boolean): void {
  const client = useQueryClient();
  useRealtimeSession();
  useEffect(() => {
    if (!enabled) return;
    const pending = getRealtimeChannel();
    if (!pending) return;
    let active = true;
    let detach = () => {};
    const listener = (message: unknown) => {
      if (active) void applyBookingEvent(client, message);
    };
    pending.then(
      (socket) => {
        if (!active) return;
        for (const event of BOOKING_EVENTS) socket.on(event, listener as (...a: never[]) => void);
        detach = () => {
          for (const event of BOOKING_EVENTS)
            socket.off(event, listener as (...a: never[]) => void);
        };
      },
      () => {},
    );
    return () => {
      active = false;
      detach();
    };
  }, [enabled, client]);
}

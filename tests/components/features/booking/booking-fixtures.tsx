import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'vitest';
import { fetchAvailabilityCalendar, fetchAvailableSlots } from '@/features/booking/api';
import { addMonths, shopLocalToday } from '@/features/booking/booking-dates';
import { BookingPage } from '@/features/booking/pages/booking-page';
import type { RealtimeChannel } from '@/lib/realtime-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server } from '@mocks/node';
import { MOCK_BOOKING_SHOPS, findMockShop } from '@mocks/data/bookings';
import { renderWithProviders } from '../../app/test-utils';
import { withPageCopy } from '../search/details-fixtures';
import { failure } from '../../../../mocks/handlers/failure';

/**
 * The booking page inside the app's providers, answered by the shared MSW handlers (bookings run the same
 * availability engine as the server). The shared shop mock does not carry the booking fields yet (staff,
 * breaks), so the shop itself is answered with them here.
 */
export const AURORA_ID = MOCK_BOOKING_SHOPS.aurora;

export function aurora() {
  const shop = findMockShop(AURORA_ID);
  if (!shop) throw new Error('mock shop missing');
  return shop;
}

export function useShopWithBookingFields() {
  server.use(
    http.get('/api/shops/:id', ({ params }) => {
      const shop = findMockShop(String(params.id));
      return shop
        ? HttpResponse.json({ success: true, data: { shop } })
        : failure('SHOP_NOT_FOUND');
    }),
  );
}

export async function renderBookingPage(path: string) {
  return renderWithProviders(
    withPageCopy(
      <Routes>
        <Route path="/booking/:shopId" element={<BookingPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>,
    ),
    { path },
  );
}

/** The enabled day buttons of a loaded month (days outside it are drawn disabled). */
const enabledDays = () =>
  Array.from(
    document.querySelectorAll<HTMLButtonElement>('button[data-date]:not([disabled])'),
  ).filter((b) => b.getAttribute('aria-disabled') !== 'true');

/**
 * The enabled day buttons of the calendar (bookable days), once the month has loaded. Late on the last open day
 * of a month nothing is left in it (the mocks count from the real now): then the next month's are given.
 */
export async function bookableDays(): Promise<HTMLButtonElement[]> {
  // a month's day buttons are drawn once its availability has loaded (a skeleton before)
  await waitFor(() =>
    expect(document.querySelectorAll('button[data-date]').length).toBeGreaterThan(0),
  );
  let days = enabledDays();
  if (days.length > 0) return days;
  fireEvent.click(screen.getByRole('button', { name: /next month/i }));
  await waitFor(() => {
    days = enabledDays();
    expect(days.length).toBeGreaterThan(0);
  });
  return days;
}

/** The free time buttons of the slot grid (named by the time alone). */
export async function freeTimes(): Promise<HTMLButtonElement[]> {
  let times: HTMLButtonElement[] = [];
  await waitFor(() => {
    // plain selectors: role queries over the whole calendar are slow in jsdom
    times = Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')).filter(
      (b) => /^\d{2}:\d{2}$/.test(b.getAttribute('aria-label') ?? '') && !b.disabled,
    );
    expect(times.length).toBeGreaterThan(0);
  });
  return times;
}

export function summary() {
  return within(screen.getByTestId('booking-summary'));
}

/** A free day and time of the mock shop for these services (this month, else the next). */
export async function firstFreeTime(
  shopId: string,
  serviceIds: string[],
): Promise<{ date: string; time: string; taken: string | null }> {
  const today = shopLocalToday('Europe/Rome');
  for (const month of [today.slice(0, 7), addMonths(today.slice(0, 7), 1)]) {
    const calendar = await fetchAvailabilityCalendar({ shopId, serviceIds, month });
    for (const day of calendar.days.filter((d) => d.selectable)) {
      const { slots } = await fetchAvailableSlots({ shopId, serviceIds, date: day.date });
      const free = slots.find((s) => s.available);
      const taken = slots.find((s) => !s.available && s.reason === 'booked');
      if (free) return { date: day.date, time: free.time, taken: taken?.time ?? null };
    }
  }
  throw new Error('no free time in the mock shop');
}

export function savedPending(value: object) {
  sessionStorage.setItem(STORAGE_KEYS.pendingBooking, JSON.stringify(value));
}

type FreeTime = Awaited<ReturnType<typeof firstFreeTime>>;

/**
 * A guest's choice saved before signing in: Aurora's first service at a free time (or at `pick` of it, e.g. a
 * time taken meanwhile), as the page restores it after sign-in.
 */
export async function savedChoiceAtFreeTime(pick: (free: FreeTime) => string = (f) => f.time) {
  const service = aurora().services[0]!;
  const free = await firstFreeTime(AURORA_ID, [service.id]);
  savedPending({
    shopId: AURORA_ID,
    services: [service.id],
    dateTime: { date: free.date, time: pick(free) },
    staffId: null,
    savedAt: Date.now(),
  });
  return { service, free };
}

/** The restored choice's details dialog, once the profile's phone is in it, with the booking terms accepted. */
export async function detailsWithTermsAccepted(
  user: Awaited<ReturnType<typeof renderBookingPage>>['user'],
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Complete your booking' },
    { timeout: 15_000 },
  );
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).not.toHaveValue(''),
  );
  await user.click(within(dialog).getByRole('checkbox', { name: /I accept the booking terms/ }));
  return dialog;
}

/** A socket stand-in: records what the page emits and lets the test deliver server events. */
export function fakeChannel() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: unknown[][] = [];
  const channel: RealtimeChannel = {
    connected: true,
    on: (event, fn) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn as never)),
    off: (event, fn) => listeners.get(event)?.delete(fn as never),
    emit: (event, ...args) => {
      emitted.push([event, ...args]);
      const ack = args.find((a) => typeof a === 'function') as ((ok: boolean) => void) | undefined;
      ack?.(true);
    },
    connect: () => {},
    disconnect: () => {},
  };
  const deliver = (event: string, payload: unknown) =>
    listeners.get(event)?.forEach((fn) => fn(payload));
  return { channel, emitted, deliver };
}

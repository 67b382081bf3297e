import { delay, http, HttpResponse } from 'msw';
import { computeCalendar, computeSlots, shopToday } from '@/domain/availability';
import type { BusyInterval } from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import {
  MOCK_BOOKING_SHOPS,
  availabilityShopOf,
  bookableServicesOf,
  busyIntervals,
  findMockShop,
} from '@mocks/data/bookings';
import { handlersByArea } from '@mocks/handlers/index';

/**
 * The booking page's stories run on the shared mocks (bookings use the same engine as the server). Until the
 * shared shop mock carries the booking fields (staff, breaks), `/api/shops/:id` is answered here with them.
 */
export const STORY_SHOP_ID = MOCK_BOOKING_SHOPS.aurora;

const shopWithBookingFields = http.get('/api/shops/:id', async ({ params }) => {
  await delay();
  const shop = findMockShop(String(params.id));
  return shop
    ? HttpResponse.json({ success: true, data: { shop } })
    : HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
});

export const bookingPageHandlers = {
  bookingShop: [shopWithBookingFields],
  ...handlersByArea,
};

export const bookingPageLoading = {
  ...bookingPageHandlers,
  bookingShop: [
    http.get('/api/shops/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
};

export const bookingPageNotFound = {
  ...bookingPageHandlers,
  bookingShop: [
    http.get('/api/shops/:id', () =>
      HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 }),
    ),
  ],
};

/** The shop's first service id (single-service stories and links). */
export function storyServiceId(index = 0): string {
  const id = findMockShop(STORY_SHOP_ID)?.services[index]?.id;
  if (!id) throw new Error('story shop has no services');
  return id;
}

/**
 * The first bookable day and its first free time for these services, computed now with the engine the
 * mocks answer with (the stories are relative to today, like the mock bookings).
 */
export function storyFreeChoice(serviceIds: string[]): { date: string; time: string } {
  const shop = findMockShop(STORY_SHOP_ID);
  if (!shop) throw new Error('story shop missing');
  const engineShop = availabilityShopOf(shop);
  const services = bookableServicesOf(shop).filter((s) => serviceIds.includes(s.id));
  const now = new Date();
  const today = shopToday(now, shop.timeZone);
  for (let offset = 0; offset < 2; offset += 1) {
    const month = addDays(`${today.slice(0, 7)}-01`, offset * 31).slice(0, 7);
    const busyByDate = new Map<string, BusyInterval[]>();
    const days = computeCalendar({ shop: engineShop, services, month, busyByDate, now });
    for (const day of days.filter((d) => d.selectable)) {
      const slots = computeSlots({
        shop: engineShop,
        services,
        date: day.date,
        busy: busyIntervals(shop.id, day.date),
        now,
      });
      const free = slots.find((s) => s.available);
      if (free) return { date: day.date, time: free.time };
    }
  }
  return { date: today, time: '10:00' };
}

import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Download } from '@playwright/test';
import type { Booking } from '../../src/domain/booking';
import { CHECK_IN_OPENS_HOURS } from '../../src/domain/booking-status';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import { addDays } from '../../src/domain/opening-hours';
import type { WorkingHoursSettings } from '../../src/domain/shop-hours';
import type { ShopService } from '../../src/domain/search';
import { localDate } from '../../src/domain/zoned-time';
import { ownerToken } from './shop-day-support';
import { data } from './support';

/**
 * Set-up for the sales journey (issue 16) that the test is not about. A completion needs a booking that has
 * begun or whose customer is checked in (check-in opens CHECK_IN_OPENS_HOURS before the start), and no one can
 * book a time already past: so the shop opens all of today and tomorrow (special dates, put back afterwards), a
 * walk-in is booked at the first time it takes from now on (the shop's own bookings need no notice), and checked
 * in; the owner then completes it in the browser. Late in the evening that first time is after midnight, on
 * tomorrow's date: whatever the time of day, there is one.
 */

const authHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await ownerToken(request)}`,
});

/**
 * The demo owner's shop open all of today and tomorrow (its local dates); returns them and a function putting
 * the hours back.
 */
export async function openAllDayTodayAndTomorrow(
  request: APIRequestContext,
): Promise<{ today: string; tomorrow: string; timeZone: string; restore: () => Promise<void> }> {
  const headers = await authHeaders(request);
  const url = `/api/shops/${DEMO_OWNED_SHOP_ID}/working-hours`;
  const read = await request.get(url, { headers });
  expect(read.status(), url).toBe(200);
  const before = ((await read.json()) as { data: WorkingHoursSettings }).data;
  const today = localDate(Date.now(), before.timeZone);
  const tomorrow = addDays(today, 1);
  const put = (specialDates: WorkingHoursSettings['specialDates']) =>
    request.put(url, {
      headers,
      data: {
        workingHours: before.workingHours,
        breaks: before.breaks,
        specialDates,
        affectedBookings: 'keep',
      },
    });
  const allDay = (date: string) => ({
    date,
    isClosed: false,
    start: '00:00',
    end: '24:00',
    description: { en: 'Open all day', it: 'Aperto tutto il giorno' },
  });
  const opened = await put([
    ...before.specialDates.filter((d) => d.date !== today && d.date !== tomorrow),
    allDay(today),
    allDay(tomorrow),
  ]);
  expect(opened.status(), await opened.text()).toBe(200);
  return {
    today,
    tomorrow,
    timeZone: before.timeZone,
    restore: async () => {
      const restored = await put(before.specialDates);
      expect(restored.status(), `${url} restored`).toBe(200);
    },
  };
}

/** HH:MM of the shop-local wall clock `minutes` from now. */
function localTimeIn(minutes: number, timeZone: string): { date: string; time: string } {
  const at = Date.now() + minutes * 60_000;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: localDate(at, timeZone), time: parts };
}

/**
 * A walk-in for `name` at the first time from now the shop takes (its first bookable service, anyone of the
 * team), checked in at once: the owner may complete it from then on.
 */
export async function checkedInWalkIn(
  request: APIRequestContext,
  name: string,
  timeZone: string,
): Promise<{ booking: Booking; service: ShopService }> {
  const headers = await authHeaders(request);
  const { services } = await data<{ services: ShopService[] }>(
    request,
    `/api/shops/${DEMO_OWNED_SHOP_ID}/services`,
  );
  const service = services.find((s) => s.bookable !== false);
  expect(service, 'a bookable service at the demo owner’s shop').toBeTruthy();
  const refusals: string[] = [];
  // the grid's next times: every 5 minutes until check-in would not be open yet (it opens two hours before)
  for (let minutes = 5; minutes < CHECK_IN_OPENS_HOURS * 60; minutes += 5) {
    const { date, time } = localTimeIn(minutes, timeZone);
    // on the 5-minute grid
    const at = `${time.slice(0, 3)}${String(Math.floor(Number(time.slice(3)) / 5) * 5).padStart(2, '0')}`;
    const made = await request.post(`/api/shops/${DEMO_OWNED_SHOP_ID}/bookings`, {
      headers,
      data: {
        serviceIds: [service!.id],
        date,
        time: at,
        reminderHours: null,
        customer: { name, phone: '+393471234567' },
        source: 'walk_in',
      },
    });
    if (made.status() !== 201) {
      refusals.push(`${date} ${at}: ${made.status()} ${await made.text()}`);
      continue;
    }
    const booking = ((await made.json()) as { data: { booking: Booking } }).data.booking;
    const checkIn = await request.put(`/api/bookings/${booking.id}`, {
      headers,
      data: { status: 'checked-in' },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    return { booking, service: service! };
  }
  throw new Error(`no walk-in time in the coming two hours: ${refusals.join(', ')}`);
}

/** A downloaded file's bytes. */
export async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFile(file);
}

/** The PDF's text (one reader for the API and e2e tests). */
export { pdfText } from '../api/support/report-files';

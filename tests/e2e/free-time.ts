import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AvailabilityCalendar, AvailableSlots } from '../../src/domain/booking';
import type { ShopListResult, ShopService } from '../../src/domain/search';
import { data } from './support';

/** A demo shop that confirms its own bookings, a bookable service of it, and a free time on a day ahead. */
export interface FreeTime {
  shopId: string;
  shopName: string;
  service: ShopService;
  date: string;
  time: string;
}

/** This month and the next (YYYY-MM, UTC): at a month's end the days ahead are in the next one. */
export function thisMonthAndNext(now = new Date()): string[] {
  return [0, 1].map((ahead) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
      .toISOString()
      .slice(0, 7),
  );
}

/**
 * The `skip`-th demo shop confirming its own bookings with a bookable service, and a free time of that service
 * at least two days ahead (clear of any minimum notice), read from the real API the page uses. `singleStaff`:
 * only a time with one free person, so that one booking takes it ("any available" would assign another).
 */
export async function findFreeTime(
  request: APIRequestContext,
  options: { skip?: number; singleStaff?: boolean } = {},
): Promise<FreeTime> {
  const { skip = 0, singleStaff = false } = options;
  const list = await data<ShopListResult>(request, '/api/shops?limit=50');
  let seen = 0;
  for (const shop of list.shops.filter((s) => s.autoConfirm)) {
    const { services } = await data<{ services: ShopService[] }>(
      request,
      `/api/shops/${shop.id}/services`,
    );
    const service = services.find((s) => s.bookable !== false);
    if (!service) continue;
    if (seen++ < skip) continue;
    for (const month of thisMonthAndNext()) {
      const calendar = await data<AvailabilityCalendar>(
        request,
        `/api/bookings/calendar?shopId=${shop.id}&serviceIds=${service.id}&month=${month}`,
      );
      const minDate = new Date(Date.parse(`${calendar.today}T12:00:00Z`) + 2 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      for (const day of calendar.days.filter((d) => d.selectable && d.date >= minDate)) {
        const slots = await data<AvailableSlots>(
          request,
          `/api/bookings/available-slots?shopId=${shop.id}&serviceIds=${service.id}&date=${day.date}`,
        );
        const free = slots.slots.find(
          (s) => s.available && (!singleStaff || s.staffIds.length === 1),
        );
        if (free)
          return { shopId: shop.id, shopName: shop.name, service, date: day.date, time: free.time };
      }
    }
  }
  throw new Error('no demo shop with a free time this month or the next');
}

/** Clicks a date in the booking page's calendar, going to the next month when the date is not shown. */
export async function pickCalendarDay(page: Page, date: string): Promise<void> {
  const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  const day = page.getByRole('gridcell', { name: new RegExp(`^${longDate}, \\d+ free time`) });
  for (let i = 0; i < 2 && !(await day.isVisible().catch(() => false)); i += 1) {
    await page.waitForTimeout(500);
    if (await day.isVisible().catch(() => false)) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(day).toBeVisible();
  await day.click();
}

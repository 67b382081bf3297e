import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AvailabilityCalendar, AvailableSlots } from '../../src/domain/booking';
import type { ShopListResult, ShopService } from '../../src/domain/search';
import { DEMO, signIn, watchConsole } from './support';

/**
 * Issue 17, favourites tab: the demo customer favourites a service with its heart on the booking page, finds it
 * in the dashboard's favourites tab, and books it from there (Book → /booking/service/{id} → the shop's booking
 * page with the service chosen → day, time, details, confirmed). On a desktop and at phone width.
 */

interface Envelope<T> {
  data: T;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

interface Target {
  shopId: string;
  shopName: string;
  service: ShopService;
  date: string;
  time: string;
}

/** A shop confirming its own bookings, a bookable service (the `skip`-th found), and a free time 2+ days ahead. */
async function findTarget(request: APIRequestContext, skip: number): Promise<Target> {
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
    // this month and the next: at a month's end two days ahead may already be the next month
    const today = new Date();
    const months = [0, 1].map((ahead) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1))
        .toISOString()
        .slice(0, 7),
    );
    for (const month of months) {
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
        const free = slots.slots.find((s) => s.available);
        if (free)
          return { shopId: shop.id, shopName: shop.name, service, date: day.date, time: free.time };
      }
    }
  }
  throw new Error('no demo shop with a free time this month or the next');
}

async function pickDayAndTime(page: Page, target: Target): Promise<void> {
  const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${target.date}T12:00:00Z`),
  );
  const day = page.getByRole('gridcell', { name: new RegExp(`^${longDate}, \\d+ free time`) });
  for (let i = 0; i < 2 && !(await day.isVisible().catch(() => false)); i += 1) {
    await page.waitForTimeout(500);
    if (await day.isVisible().catch(() => false)) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  const slot = page.getByRole('button', { name: target.time, exact: true });
  await expect(slot).toBeEnabled();
  await slot.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
  await expect(dialog).toBeVisible();
  const phone = dialog.getByLabel('Phone');
  if (!(await phone.inputValue())) await phone.fill('+39 333 123 4567');
  await dialog.getByRole('checkbox', { name: /I accept the booking terms/ }).check();
  await dialog.getByRole('button', { name: 'Complete Booking' }).click();
}

const journeys = [
  { name: 'on a desktop', viewport: { width: 1280, height: 900 }, skip: 0 },
  { name: 'at phone width', viewport: { width: 360, height: 740 }, skip: 1 },
];

for (const journey of journeys)
  test(`favourites a service and books it from the favourites tab, ${journey.name}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(journey.viewport);
    const errors = watchConsole(page);
    const target = await findTarget(request, journey.skip);
    await signIn(page, DEMO.customer, /\/customer\/dashboard/);

    // the heart on the booking page's service
    await page.goto(`/booking/${target.shopId}`);
    const heart = page.getByRole('button', {
      name: `Add ${target.service.name} to your favourites`,
    });
    await heart.click();
    await expect(
      page.getByRole('button', { name: `Remove ${target.service.name} from your favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    // the heart did not choose the service
    await expect(
      page.getByRole('checkbox', { name: target.service.name, exact: true }),
    ).not.toBeChecked();

    // the favourites tab, opened by its hash, with its badge; services only
    await page.goto('/customer/dashboard#favorites');
    await expect(page.getByRole('tab', { name: /^Favourites, \d+ saved$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Services only', exact: true }).click();
    await expect(page.getByTestId('favorite-shops')).toHaveCount(0);
    const card = page
      .getByTestId('favorite-service-card')
      .filter({ has: page.getByRole('heading', { name: target.service.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(target.shopName);

    // Book → /booking/service/{id} → the shop's booking page with the service chosen
    await card.getByRole('link', { name: 'Book' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/booking/${target.shopId}\\?service=${encodeURIComponent(target.service.id)}`),
    );
    await expect(
      page.getByRole('checkbox', { name: target.service.name, exact: true }),
    ).toBeChecked();
    await pickDayAndTime(page, target);
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(target.service.name).first()).toBeVisible();

    // an unknown favourite service link says so
    await page.goto('/booking/service/no-such-shop--haircut');
    await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

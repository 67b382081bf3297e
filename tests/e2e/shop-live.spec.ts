import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AvailabilityCalendar, AvailableSlots } from '../../src/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import type { ShopService } from '../../src/domain/search';
import { DEMO, watchConsole } from './support';

/**
 * Issue 15 "Live connection": the demo owner has the overview open; a customer, in another browser, books at
 * the owner's shop; the owner's overview shows the new booking and the notification without a reload.
 */

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The owner's shop's first bookable service and a free time two or more days ahead, from the real API. */
async function freeTime(request: APIRequestContext) {
  const shopId = DEMO_OWNED_SHOP_ID;
  const { services } = await data<{ services: ShopService[] }>(
    request,
    `/api/shops/${shopId}/services`,
  );
  const service = services.find((s) => s.bookable !== false);
  expect(service, 'a bookable service at the demo owner’s shop').toBeTruthy();
  const base = `/api/bookings/calendar?shopId=${shopId}&serviceIds=${service!.id}`;
  const month = new Date().toISOString().slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const following = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const months = [
    await data<AvailabilityCalendar>(request, `${base}&month=${month}`),
    await data<AvailabilityCalendar>(request, `${base}&month=${following}`),
  ];
  const first = months[0]!;
  const minDate = new Date(Date.parse(`${first.today}T12:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const calendar of months)
    for (const day of calendar.days.filter((d) => d.selectable && d.date >= minDate)) {
      const slots = await data<AvailableSlots>(
        request,
        `/api/bookings/available-slots?shopId=${shopId}&serviceIds=${service!.id}&date=${day.date}`,
      );
      const free = slots.slots.find((s) => s.available);
      if (free) return { shopId, serviceId: service!.id, date: day.date, time: free.time };
    }
  throw new Error('no free time at the demo owner’s shop');
}

test('a customer books in another browser; the owner’s overview shows it live, without reload', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);

  // the owner opens the overview, and the live connection is up
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(DEMO.shop);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/shop\/personal/);
  await page.goto('/shop/personal#overview');
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({
    timeout: 15_000,
  });
  // a reload would lose this
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // a new customer, in a browser of their own, books a free time at the owner's shop
  const customerContext = await browser.newContext();
  const customer = customerContext.request;
  const name = `Live Customer ${Date.now().toString(36)}`;
  const email = `live-${Date.now().toString(36)}@example.com`;
  const registered = await customer.post('/api/auth/register', {
    data: {
      role: 'customer',
      name,
      email,
      phone: '+393331234567',
      password: 'Live1234!',
      confirmPassword: 'Live1234!',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await customer.post('/api/auth/login', {
    data: { email, password: 'Live1234!' },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const slot = await freeTime(customer);
  const booked = await customer.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      shopId: slot.shopId,
      serviceIds: [slot.serviceId],
      date: slot.date,
      time: slot.time,
      reminderHours: null,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // the owner's overview: the booking among the recent ones and the notification, in the same page
  await expect(
    page.getByRole('region', { name: 'Recent bookings' }).getByText(name, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(name)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  expect(errors).toEqual([]);
  await customerContext.close();
});

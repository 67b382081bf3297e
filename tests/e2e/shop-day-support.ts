import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { AvailabilityCalendar, AvailableSlots, Booking } from '../../src/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import { addDays } from '../../src/domain/opening-hours';
import type { ShopService } from '../../src/domain/search';
import { thisMonthAndNext } from './free-time';
import { data, DEMO } from './support';

/** The shop's day (issue 15) in the browser: the demo owner's shop, new customers in browsers of their own. */

export interface FreeDay {
  shopId: string;
  serviceId: string;
  serviceName: string;
  date: string;
  /** the free times of that date, HH:MM, earliest first */
  times: string[];
}

/**
 * The demo owner's shop's first bookable service and the first date at least `daysAhead` days ahead (and after
 * `after`, when given) with at least `minFree` free times, from the real API.
 */
export async function freeDay(
  request: APIRequestContext,
  options: { daysAhead?: number; after?: string; minFree?: number } = {},
): Promise<FreeDay> {
  const { daysAhead = 2, after = '', minFree = 1 } = options;
  const shopId = DEMO_OWNED_SHOP_ID;
  const { services } = await data<{ services: ShopService[] }>(
    request,
    `/api/shops/${shopId}/services`,
  );
  const service = services.find((s) => s.bookable !== false);
  expect(service, 'a bookable service at the demo owner’s shop').toBeTruthy();
  const base = `/api/bookings/calendar?shopId=${shopId}&serviceIds=${service!.id}`;
  const months: AvailabilityCalendar[] = [];
  for (const month of thisMonthAndNext())
    months.push(await data<AvailabilityCalendar>(request, `${base}&month=${month}`));
  const first = months[0]!;
  const minDate = new Date(Date.parse(`${first.today}T12:00:00Z`) + daysAhead * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const calendar of months)
    for (const day of calendar.days.filter(
      (d) => d.selectable && d.date >= minDate && d.date > after,
    )) {
      const slots = await data<AvailableSlots>(
        request,
        `/api/bookings/available-slots?shopId=${shopId}&serviceIds=${service!.id}&date=${day.date}`,
      );
      const times = slots.slots.filter((s) => s.available).map((s) => s.time);
      if (times.length >= minFree)
        return {
          shopId,
          serviceId: service!.id,
          serviceName: service!.name,
          date: day.date,
          times,
        };
    }
  throw new Error('no free day at the demo owner’s shop');
}

const freeTimesOn = async (request: APIRequestContext, day: FreeDay, date: string) =>
  (
    await data<AvailableSlots>(
      request,
      `/api/bookings/available-slots?shopId=${day.shopId}&serviceIds=${day.serviceId}&date=${date}`,
    )
  ).slots
    .filter((s) => s.available)
    .map((s) => s.time);

/**
 * A free day (as freeDay) and a time of it that is also free the same weekday of the following weeks, so a
 * weekly series of `weeks` fits; the latest such time (the least booked).
 */
export async function freeWeekly(
  request: APIRequestContext,
  options: { daysAhead: number; weeks: number },
): Promise<FreeDay & { time: string }> {
  let after = '';
  for (let tries = 0; tries < 10; tries += 1) {
    const day = await freeDay(request, { daysAhead: options.daysAhead, after });
    let times = day.times;
    for (let week = 1; week < options.weeks && times.length > 0; week += 1) {
      const later = new Set(await freeTimesOn(request, day, addDays(day.date, 7 * week)));
      times = times.filter((time) => later.has(time));
    }
    if (times.length > 0) return { ...day, time: times.at(-1)! };
    after = day.date;
  }
  throw new Error(`no time free ${options.weeks} weeks running at the demo owner’s shop`);
}

/** The demo owner's access token, signed in through the API (for set-up the test itself is not about). */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.shop, password: DEMO.password },
  });
  expect(login.status(), 'the demo owner signs in').toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Whether the demo owner's shop confirms new bookings at once (its policies, through the API); returns a function
 * that puts the previous policies back.
 */
export async function setAutoConfirm(
  request: APIRequestContext,
  autoConfirm: boolean,
): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const url = `/api/shops/${DEMO_OWNED_SHOP_ID}/policies`;
  const read = await request.get(url, { headers });
  expect(read.status(), url).toBe(200);
  const before = ((await read.json()) as { data: Record<string, unknown> }).data;
  const put = (body: Record<string, unknown>) => request.put(url, { headers, data: body });
  expect((await put({ ...before, autoConfirm })).status(), `${url} autoConfirm`).toBe(200);
  return async () => {
    expect((await put(before)).status(), `${url} restored`).toBe(200);
  };
}

export interface NewCustomer {
  name: string;
  email: string;
  password: string;
  token: string;
  context: BrowserContext;
  request: APIRequestContext;
  close(): Promise<void>;
}

/** A customer registered and signed in through the API, in a browser context of their own. */
export async function newCustomer(browser: Browser, label: string): Promise<NewCustomer> {
  const context = await browser.newContext();
  const request = context.request;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${label} Customer ${stamp}`;
  const email = `${label.toLowerCase()}-${stamp}@example.com`;
  const password = 'Live1234!';
  const registered = await request.post('/api/auth/register', {
    data: {
      role: 'customer',
      name,
      email,
      phone: '+393331234567',
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { name, email, password, token, context, request, close: () => context.close() };
}

/** The customer books the service at `time` on the free day. */
export async function book(customer: NewCustomer, day: FreeDay, time: string): Promise<Booking> {
  const booked = await customer.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      shopId: day.shopId,
      serviceIds: [day.serviceId],
      date: day.date,
      time,
      reminderHours: null,
      customerDetails: { phone: '+393331234567', acceptTerms: true },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: { booking: Booking } }).data.booking;
}

/** The demo owner signs in through the login page and lands in the shop area. */
export async function ownerSignsIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(DEMO.shop);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/shop\/personal/);
}

/** The customer signs in through the login page in their own browser and opens My bookings. */
export async function customerOpensBookings(customer: NewCustomer): Promise<Page> {
  const page = await customer.context.newPage();
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/customer\/dashboard/);
  await page.goto('/bookings');
  return page;
}

import { expect, test } from '@playwright/test';
import type { AvailableSlots, Booking } from '../../src/domain/booking';
import { addDays } from '../../src/domain/opening-hours';
import {
  book,
  customerOpensBookings,
  freeDay,
  freeWeekly,
  newCustomer,
  ownerSignsIn,
  ownerToken,
  setAutoConfirm,
} from './shop-day-support';
import { data, outboxTo, watchConsole } from './support';

/**
 * Issue 15, the owner's day in the browser: the Bookings tab finds a customer's pending booking, confirms and moves
 * it (the customer sees it live on My bookings and by email); the calendar blocks an afternoon (the customers'
 * free times lose it); a walk-in repeating weekly is added and one of its dates cancelled; at phone width the
 * calendar's day view and the bookings list work.
 */

test('the owner confirms a customer’s pending booking and moves it; the customer sees it live and by email', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const customer = await newCustomer(browser, 'Moved');
  const day = await freeDay(customer.request, { daysAhead: 3, minFree: 3 });
  const from = day.times[0]!;
  // the demo shop confirms at once: this booking waits for the shop
  const restorePolicies = await setAutoConfirm(request, false);
  try {
    expect((await book(customer, day, from)).status).toBe('pending');
  } finally {
    await restorePolicies();
  }

  // the customer has My bookings open in their own browser
  const customerPage = await customerOpensBookings(customer);
  await expect(customerPage.getByText(new RegExp(`^${from} – `))).toBeVisible({ timeout: 15_000 });

  // the owner finds it by the customer's name and opens it
  await ownerSignsIn(page);
  await page.goto('/shop/personal#bookings');
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.name);
  const row = page.getByRole('button', {
    name: new RegExp(`^${customer.name}, .*: open the booking$`),
  });
  await row.first().click({ timeout: 15_000 });
  const details = page.getByRole('dialog').filter({ hasText: customer.name });
  await expect(details).toBeVisible();

  // the booking awaits the shop: confirmed first, and the customer's page says so without a reload
  await details.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(details.getByRole('button', { name: 'Confirm', exact: true })).toBeHidden();
  await expect(customerPage.getByText('Confirmed', { exact: true }).first()).toBeVisible({
    timeout: 10_000,
  });

  // reschedule: the same day, another free time, with a reason
  await details.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule booking' });
  await expect(move).toBeVisible();
  const times = move.getByRole('button', { name: /^\d{2}:\d{2}$/ });
  await expect(times.first()).toBeVisible({ timeout: 15_000 });
  const offered = await times.allInnerTexts();
  const to = offered.map((t) => t.trim()).find((t) => t !== from);
  expect(to, `another free time than ${from} among ${offered.join(', ')}`).toBeTruthy();
  await move.getByRole('button', { name: to!, exact: true }).click();
  await move.getByRole('textbox', { name: /Reason/ }).fill('Our colourist is away that hour');
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(move).toBeHidden({ timeout: 15_000 });

  // the customer's page follows without a reload; the outbox has the email saying so
  await expect(customerPage.getByText(new RegExp(`^${to} – `))).toBeVisible({ timeout: 10_000 });
  await expect(customerPage.getByText(new RegExp(`^${from} – `))).toBeHidden();
  await expect
    .poll(async () => (await outboxTo(request, customer.email)).map((m) => m.subject))
    .toContainEqual(expect.stringMatching(/^Booking moved: /));
  expect(errors).toEqual([]);
  await customer.close();
});

test('the owner blocks an afternoon from the calendar; the customers’ free times lose it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const day = await freeDay(request, { daysAhead: 5, minFree: 4 });
  const afternoon = day.times.filter((time) => time >= '14:00');
  expect(afternoon.length, `free afternoon times on ${day.date}`).toBeGreaterThan(0);
  const start = afternoon[0]!;

  await ownerSignsIn(page);
  await page.goto('/shop/personal#calendar');
  await page.getByLabel('Go to date').fill(day.date);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  // an empty cell of the afternoon: its menu blocks the time from there
  await page
    .getByRole('button', { name: new RegExp(`, ${start}–\\d{2}:\\d{2}, free$`) })
    .first()
    .click({ timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Block time here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block time' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Whole shop' }).click();
  await dialog.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option').last().click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Team training');
  await dialog.getByRole('button', { name: 'Block time' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  // the grid draws it
  await expect(page.getByRole('button', { name: /Team training/ }).first()).toBeVisible();

  // what the booking page offers for that day: nothing from the start of the block on
  const slots = await data<AvailableSlots>(
    request,
    `/api/bookings/available-slots?shopId=${day.shopId}&serviceIds=${day.serviceId}&date=${day.date}`,
  );
  const stillFree = slots.slots.filter((s) => s.available && s.time >= start).map((s) => s.time);
  expect(stillFree).toEqual([]);
  expect(errors).toEqual([]);
});

test('the owner adds a walk-in repeating every week, 4 times, then cancels one of them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  // inside the Bookings tab's first week, so the first of them is listed at once
  const weekly = await freeWeekly(request, { daysAhead: 1, weeks: 4 });
  const name = `Walkin Weekly ${Date.now().toString(36)}`;

  await ownerSignsIn(page);
  await page.goto('/shop/personal#bookings');
  await page.getByRole('button', { name: 'Add booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in or phone booking' });
  await dialog.getByRole('button', { name: 'New customer' }).click({ timeout: 15_000 });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+39 347 555 0199');
  await dialog.getByRole('checkbox', { name: weekly.serviceName }).check();
  await dialog.getByLabel('Date').fill(weekly.date);
  await dialog.getByRole('button', { name: weekly.time, exact: true }).click({ timeout: 15_000 });
  await dialog.getByRole('checkbox', { name: 'Repeat this booking' }).check();
  // the dates are checked first (every week, 4 times is the repeat's default)
  await dialog.getByRole('button', { name: 'Check the dates' }).click();
  await expect(dialog.getByText('All 4 dates are free.')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Book 4 appointments' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // the first of them in the list, as one of a weekly series; cancelled with a reason
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(`^${name}, .*: open the booking$`) })
    .click({ timeout: 15_000 });
  const details = page.getByRole('dialog').filter({ hasText: name });
  await expect(details.getByText('Weekly, 1 of 4')).toBeVisible();
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByRole('textbox', { name: /Reason/ }).fill('The customer cannot come that week');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden({ timeout: 15_000 });

  // the shop's list: the first cancelled, the other three still booked
  const token = await ownerToken(request);
  const list = await request.get(
    `/api/bookings?shopId=${weekly.shopId}&q=${encodeURIComponent(name)}&startDate=${weekly.date}&endDate=${addDays(weekly.date, 21)}&order=asc`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const items = ((await list.json()) as { data: { items: Booking[] } }).data.items;
  expect(items.map((b) => [b.date, b.startTime, b.status, b.series?.index, b.source])).toEqual(
    [0, 7, 14, 21].map((days, index) => [
      addDays(weekly.date, days),
      weekly.time,
      index === 0 ? 'cancelled' : 'confirmed',
      index,
      'walk_in',
    ]),
  );
  expect(errors).toEqual([]);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar’s day view and the bookings list work', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const customer = await newCustomer(browser, 'Phone');
    const day = await freeDay(customer.request, { daysAhead: 4 });
    const booking = await book(customer, day, day.times[0]!);

    await ownerSignsIn(page);
    await page.goto('/shop/personal#calendar');
    await page.getByLabel('Go to date').fill(day.date);
    await expect(page.getByRole('group', { name: 'Bookings by time and person' })).toBeVisible({
      timeout: 15_000,
    });
    // one person at a time on a phone: the booking's
    if (booking.staffName) {
      await page.getByRole('combobox', { name: 'Team member' }).click();
      await page.getByRole('option', { name: booking.staffName }).click();
    }
    await expect(page.getByText(customer.name).first()).toBeVisible({ timeout: 15_000 });
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto('/shop/personal#bookings');
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.name);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${customer.name}, .*: open the booking$`) }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(errors).toEqual([]);
    await customer.close();
  });
});

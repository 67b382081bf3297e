import { expect, test } from '@playwright/test';
import type { AvailableSlots } from '../../src/domain/booking';
import {
  book,
  customerOpensBookings,
  data,
  freeDay,
  newCustomer,
  ownerSignsIn,
} from './shop-day-support';
import { outboxTo, watchConsole } from './support';

/**
 * Issue 15, the owner's day in the browser: the Bookings tab finds a customer's booking and moves it (the customer
 * sees the move live on My bookings and by email); the calendar blocks an afternoon (the customers' free times
 * lose it); at phone width the calendar's day view and the bookings list work.
 */

test('the owner finds a booking in the Bookings tab and moves it; the customer sees the move live and by email', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const customer = await newCustomer(browser, 'Moved');
  const day = await freeDay(customer.request, { daysAhead: 3, minFree: 3 });
  const from = day.times[0]!;
  await book(customer, day, from);

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

  // a booking awaiting the shop is confirmed first
  const confirm = details.getByRole('button', { name: 'Confirm', exact: true });
  if (await confirm.isVisible()) {
    await confirm.click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(details.getByRole('button', { name: 'Confirm', exact: true })).toBeHidden();
  }

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
  await expect(page.getByRole('note', { name: /Team training/ }).first()).toBeVisible();

  // what the booking page offers for that day: nothing from the start of the block on
  const slots = await data<AvailableSlots>(
    request,
    `/api/bookings/available-slots?shopId=${day.shopId}&serviceIds=${day.serviceId}&date=${day.date}`,
  );
  const stillFree = slots.slots.filter((s) => s.available && s.time >= start).map((s) => s.time);
  expect(stillFree).toEqual([]);
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

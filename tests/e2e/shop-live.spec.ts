import { expect, test } from '@playwright/test';
import { book, freeDay, newCustomer, ownerSignsIn } from './shop-day-support';
import { watchConsole } from './support';

/**
 * Issue 15 "Live connection": the demo owner has the overview open; a customer, in another browser, books at
 * the owner's shop; the owner's overview shows the new booking and the notification without a reload.
 */
test('a customer books in another browser; the owner’s overview shows it live, without reload', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);

  // the owner opens the overview, and the live connection is up
  await ownerSignsIn(page);
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
  const customer = await newCustomer(browser, 'Live');
  const day = await freeDay(customer.request);
  await book(customer, day, day.times[0]!);

  // the owner's overview: the booking among the recent ones and the notification, in the same page
  await expect(
    page.getByRole('region', { name: 'Recent bookings' }).getByText(customer.name, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(customer.name),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  expect(errors).toEqual([]);
  await customer.close();
});

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AvailableSlots } from '../../src/domain/booking';
import { findFreeTime, pickCalendarDay, type FreeTime } from './free-time';
import { data, DEMO, outboxTo, watchConsole } from './support';

/** Picks the service, the day in the calendar (navigating months) and the time, like a visitor. */
async function chooseServiceDayAndTime(page: Page, target: FreeTime): Promise<void> {
  await page.goto(`/booking/${target.shopId}`);
  await expect(page.getByRole('heading', { name: target.shopName }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Select Services First')).toBeVisible();
  await page.getByRole('checkbox', { name: target.service.name, exact: true }).check();

  await pickCalendarDay(page, target.date);
  const slot = page.getByRole('button', { name: target.time, exact: true });
  await expect(slot).toBeEnabled({ timeout: 15_000 });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

async function completeDetails(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const phone = dialog.getByLabel('Phone');
  if (!(await phone.inputValue())) await phone.fill('+39 333 123 4567');
  await dialog.getByRole('checkbox', { name: /I accept the booking terms/ }).check();
  await dialog.getByRole('button', { name: 'Complete Booking' }).click();
}

test('a guest picks service, day and time, signs in, finds the choice kept, confirms; the booking is in /bookings and the outbox with an .ics; cancelling frees the time', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const target = await findFreeTime(request, { skip: 0, singleStaff: true });

  await chooseServiceDayAndTime(page, target);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\?.*returnTo=%2Fbooking%2F.*action=booking/);

  await signInOnLoginPage(page, DEMO.customer, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`/booking/${target.shopId}`));
  // the choice came back: the service, the day and the time are in the summary, and the details modal is open
  await completeDetails(page);

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/confirmed=/);
  expect(new URL(page.url()).searchParams.get('confirmed')).toMatch(/^bk_/);
  await expect(page.getByText(target.service.name).first()).toBeVisible();

  // the API agrees: the slot is taken now
  const taken = await data<AvailableSlots>(
    request,
    `/api/bookings/available-slots?shopId=${target.shopId}&serviceIds=${target.service.id}&date=${target.date}`,
  );
  expect(taken.slots.find((s) => s.time === target.time)?.available).toBe(false);

  // the confirmation email with its calendar file
  await expect
    .poll(
      async () => {
        const outbox = await outboxTo(request, DEMO.customer);
        return outbox.some((m) => (m.attachments ?? []).some((a) => a.filename.endsWith('.ics')));
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // my bookings: upcoming, then cancel with the policy shown first
  await page.getByRole('button', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL(/\/bookings/);
  const card = page.locator('article, li').filter({ hasText: target.shopName }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Free cancellation|cancellation/i);
  await dialog.getByRole('button', { name: /Cancel booking|Yes, cancel/ }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // the cancelled booking is in the past tab now
  await page.getByRole('tab', { name: /Past/ }).click();
  await expect(
    page.locator('article, li').filter({ hasText: target.shopName }).first(),
  ).toContainText('Cancelled');

  await expect
    .poll(
      async () => {
        const free = await data<AvailableSlots>(
          request,
          `/api/bookings/available-slots?shopId=${target.shopId}&serviceIds=${target.service.id}&date=${target.date}`,
        );
        return free.slots.find((s) => s.time === target.time)?.available;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(errors).toEqual([]);
});

async function registerCustomer(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      name: 'Race Tester',
      email,
      phone: '+393337654321',
      password: DEMO.password,
      confirmPassword: DEMO.password,
      role: 'customer',
      acceptTerms: true,
    },
  });
  expect([200, 201], await response.text()).toContain(response.status());
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  return page;
}

test('two customers race for the same time in two browsers: exactly one booking wins, the other is offered other times', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const target = await findFreeTime(request, { skip: 3, singleStaff: true });
  const stamp = Date.now();
  const emails = [`race-a-${stamp}@example.com`, `race-b-${stamp}@example.com`];
  for (const email of emails) await registerCustomer(request, email);
  const pages = [await signedInPage(browser, emails[0]!), await signedInPage(browser, emails[1]!)];

  for (const page of pages) {
    await chooseServiceDayAndTime(page, target);
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Phone').fill('+39 333 765 4321');
    await dialog.getByRole('checkbox', { name: /I accept the booking terms/ }).check();
  }
  await Promise.all(
    pages.map(async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
      // the loser's form may close under its click: the winner's live event takes the time away first, as it
      // should (then the click finds no button, and the form is gone)
      await dialog
        .getByRole('button', { name: 'Complete Booking' })
        .click({ timeout: 10_000 })
        .catch(async () => {
          await expect(dialog).toBeHidden();
        });
    }),
  );

  const outcome = async (page: Page): Promise<'won' | 'lost'> => {
    const won = page.getByRole('heading', { name: 'Booking confirmed' });
    const lost = page.getByText('That time was just taken');
    await expect(won.or(lost)).toBeVisible({ timeout: 20_000 });
    return (await won.isVisible()) ? 'won' : 'lost';
  };
  const results = await Promise.all(pages.map(outcome));
  expect([...results].sort()).toEqual(['lost', 'won']);

  // the loser sees it where they are looking: the notice in the viewport with the nearest free times, the form
  // closed, the taken time let go and Continue disabled until another time is picked
  const loser = pages[results.indexOf('lost')]!;
  const notice = loser.getByTestId('lost-time');
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole('button', { name: / at / }).first()).toBeVisible();
  await expect(loser.getByRole('dialog', { name: 'Complete your booking' })).toBeHidden();
  await expect(loser.getByRole('button', { name: target.time, pressed: true })).toHaveCount(0);
  await expect(loser.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // the database agrees: exactly one active booking holds that time
  const slots = await data<AvailableSlots>(
    request,
    `/api/bookings/available-slots?shopId=${target.shopId}&serviceIds=${target.service.id}&date=${target.date}`,
  );
  expect(slots.slots.find((s) => s.time === target.time)?.available).toBe(false);
  for (const page of pages) await page.context().close();
});

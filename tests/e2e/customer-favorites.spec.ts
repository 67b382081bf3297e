import { expect, test, type Page } from '@playwright/test';
import { findFreeTime, pickCalendarDay, type FreeTime } from './free-time';
import { DEMO, signIn, watchConsole } from './support';

/**
 * Issue 17, favourites tab: the demo customer favourites a service with its heart on the booking page, finds it
 * in the dashboard's favourites tab, and books it from there (Book → /booking/service/{id} → the shop's booking
 * page with the service chosen → day, time, details, confirmed). On a desktop and at phone width.
 */

async function pickDayAndTime(page: Page, target: FreeTime): Promise<void> {
  await pickCalendarDay(page, target.date);
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
    const target = await findFreeTime(request, { skip: journey.skip });
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

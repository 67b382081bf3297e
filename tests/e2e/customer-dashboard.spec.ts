import { expect, test, type Page } from '@playwright/test';
import { bytesOf, pdfText } from './sales-support';
import { DEMO, signIn, watchConsole } from './support';

/**
 * Issue 17, the customer dashboard over the demo customer's seeded year of visits (server/db/seed/
 * customer-history.ts): each tab opened by its hash, the bookings filtered, a completed visit quick-rebooked
 * (the new booking joins the upcoming ones), and the analytics of three months exported as CSV and PDF. On a
 * desktop and at phone width; each journey books one more time, so counts are read before they are compared.
 */

const tab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });

/** The count in a bookings tab's label ("Upcoming (3)"). */
async function countOf(page: Page, label: string): Promise<number> {
  const name = await page
    .getByRole('tablist', { name: 'Your bookings' })
    .getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) })
    .textContent();
  return Number(/\((\d+)\)/.exec(name ?? '')?.[1]);
}

const journeys = [
  { name: 'on a desktop', viewport: { width: 1280, height: 900 } },
  { name: 'at phone width', viewport: { width: 360, height: 740 } },
];

test.describe.configure({ mode: 'serial' });

for (const journey of journeys) {
  test(`the customer's dashboard with a year of visits, ${journey.name}`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(journey.viewport);
    await signIn(page, DEMO.customer, /\/customer\/dashboard/);

    // the overview, by its hash: the figures of the seeded year, recommendations
    await page.goto('/customer/dashboard#overview');
    await expect(tab(page, /^Overview/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Average rating given')).toBeVisible();
    await expect(page.getByText('From 9 reviews in the last year')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

    // the bookings tab, by its hash: filtered by a shop's name
    await page.goto('/customer/dashboard#bookings');
    await expect(tab(page, /^Bookings/)).toHaveAttribute('aria-selected', 'true');
    const completed = await countOf(page, 'Completed');
    expect(completed).toBeGreaterThanOrEqual(13);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('aurora');
    const cards = page.getByTestId('booking-card');
    await expect(cards.first()).toBeVisible();
    for (const heading of await cards.getByRole('heading', { level: 3 }).allTextContents())
      expect(heading).toMatch(/aurora/i);
    expect(await countOf(page, 'Completed')).toBeLessThan(completed);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // quick rebook of a completed visit: proposed first, booked once confirmed
    const upcoming = await countOf(page, 'Upcoming');
    await page.getByRole('tab', { name: /^Completed \(\d+\)$/ }).click();
    await cards.first().getByRole('button', { name: 'Quick rebook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick rebook' });
    await expect(dialog.getByTestId('quick-rebook-proposal')).toContainText('First free time');
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('tab', { name: `Upcoming (${upcoming + 1})`, exact: true }),
    ).toBeVisible();

    // the analytics tab, by its hash: three months as CSV and PDF
    await page.goto('/customer/dashboard#analytics');
    await expect(tab(page, /^Analytics/)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '3 months' }).click();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^my-analytics-3M-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = (await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, '');
    expect(csvText.startsWith('Your Orabella analytics\r\n')).toBe(true);
    expect(csvText).toContain('Period,3 months');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^my-analytics-3M-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = await bytesOf(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdfBytes)).toContain('Your Orabella analytics');

    expect(errors).toEqual([]);
  });
}

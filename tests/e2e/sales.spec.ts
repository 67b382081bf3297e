import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ownerSignsIn } from './shop-day-support';
import { bytesOf, checkedInWalkIn, openAllDayTodayAndTomorrow, pdfText } from './sales-support';
import { watchConsole } from './support';

/**
 * Issue 16, sales in the browser: the owner completes an appointment recording a card payment and a tip, and
 * it is the dashboard's newest transaction; at phone width a cash sale is entered by hand; the CSV and PDF
 * reports, downloaded from the dashboard's Export dialog, hold both. One journey in steps (serial): each step
 * reads what the previous one made.
 *
 * Any time of day: the walk-in starts within two hours (so it can be checked in and completed), which late in
 * the evening is tomorrow, possibly in the next month. So the dashboard and the reports show the shop's today
 * and tomorrow (a range in the page's address, which the Export dialog starts from), not the month: both sales
 * are in it whenever the test runs, across midnight too.
 */

const stamp = Date.now().toString(36).slice(-5);
/** short enough to print whole in the PDF's customer column */
const walkIn = `Walk ${stamp}`;
const cashCustomer = `Cash ${stamp}`;
const cashService = `Gloss ${stamp}`;

test.describe.configure({ mode: 'serial' });

/** The shop's today and tomorrow, set by the first step (the shop's dates, read from its hours). */
let range: { from: string; to: string } | null = null;
const dashboardOfRange = () => {
  expect(range, 'the first step set the range').not.toBeNull();
  return `/shop/sales/dashboard?from=${range!.from}&to=${range!.to}`;
};

/** The dashboard's recent transactions (a list named by its heading). */
const recentList = (page: Page) => page.getByRole('list', { name: 'Recent transactions' });

test('the owner completes an appointment paid by card with a tip; the dashboard lists it', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const hours = await openAllDayTodayAndTomorrow(request);
  range = { from: hours.today, to: hours.tomorrow };
  try {
    await checkedInWalkIn(request, walkIn, hours.timeZone);

    await ownerSignsIn(page);
    await page.goto('/shop/personal#bookings');
    await page.getByRole('searchbox', { name: 'Search' }).fill(walkIn);
    await page
      .getByRole('button', { name: new RegExp(`^${walkIn}, .*: open the booking$`) })
      .first()
      .click();
    const details = page.getByRole('dialog').filter({ hasText: walkIn });
    await details.getByRole('button', { name: 'Complete', exact: true }).click();

    // completing asks how it was paid
    const complete = page.getByRole('dialog', { name: 'Mark this booking completed?' });
    await complete.getByRole('combobox', { name: /Payment method/ }).click();
    await page.getByRole('option', { name: 'Card', exact: true }).click();
    await complete.getByRole('spinbutton', { name: /Tip/ }).fill('5');
    await expect(complete.getByText(/^Total recorded: /)).toBeVisible();
    await complete.getByRole('button', { name: 'Mark completed' }).click();
    await expect(complete).toBeHidden();
    await expect(details.getByText('Completed').first()).toBeVisible();
  } finally {
    await hours.restore();
  }

  // the sale is the dashboard's newest
  await page.goto(dashboardOfRange());
  const sale = recentList(page).getByRole('listitem').filter({ hasText: walkIn });
  await expect(sale).toContainText('Card');
  expect(errors).toEqual([]);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a cash sale is entered by hand', async ({ page }) => {
    const errors = watchConsole(page);
    await ownerSignsIn(page);
    await page.goto('/shop/sales/manual-entry');
    await page.getByRole('textbox', { name: /^Service/ }).fill(cashService);
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Hair', exact: true }).click();
    await page.getByRole('spinbutton', { name: /^Amount/ }).fill('42.50');
    await page.getByRole('combobox', { name: /^Payment method/ }).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    await page.getByRole('combobox', { name: /^Customer name/ }).fill(cashCustomer);
    await expect(page.getByText('€42.50').first()).toBeVisible();
    // nothing of the form is cut off at this width
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add transaction' }).click();
    await expect(page.getByText('Transaction added successfully!')).toBeVisible();
    await expect(page.getByText(`Added: ${cashService}, €42.50.`)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the CSV and PDF reports of the days shown hold both sales', async ({ page }) => {
  const errors = watchConsole(page);
  await ownerSignsIn(page);
  await page.goto(dashboardOfRange());
  const { from, to } = range!;
  await expect(
    recentList(page).getByRole('listitem').filter({ hasText: cashCustomer }),
  ).toContainText('Cash');
  await page.getByRole('button', { name: 'Export report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export a sales report' });
  // the dialog starts from the dates the dashboard shows
  await expect(dialog.getByRole('radio', { name: 'Dates' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'From' })).toHaveValue(from);
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue(to);

  // CSV: the rows read back by a CSV parser
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`sales-report-${from}_${to}.csv`);
  await expect(dialog.getByText(`Downloaded: sales-report-${from}_${to}.csv`)).toBeVisible();
  const rows = parse((await bytesOf(csv)).toString('utf8'), {
    bom: true,
    relax_column_count: true,
  }) as string[][];
  const header = rows.find((row) => row[0] === 'Date (shop time)' && row.includes('Customer'))!;
  expect(header, 'the transactions’ header').toBeTruthy();
  const col = (name: string) => header.indexOf(name);
  const rowOf = (customer: string) => rows.find((row) => row[col('Customer')] === customer);
  const completed = rowOf(walkIn);
  const manual = rowOf(cashCustomer);
  expect(completed, `${walkIn} in the CSV`).toBeTruthy();
  expect(manual, `${cashCustomer} in the CSV`).toBeTruthy();
  expect(completed![col('Payment method')]).toBe('Card');
  expect(Number(completed![col('Tip (€)')])).toBe(5);
  expect(manual![col('Payment method')]).toBe('Cash');
  expect(manual![col('Service')]).toBe(cashService);
  expect(Number(manual![col('Total (€)')])).toBe(42.5);

  // PDF: its text read by pdfjs
  await dialog.getByRole('radio', { name: /^PDF/ }).check();
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`sales-report-${from}_${to}.pdf`);
  const text = await pdfText(await bytesOf(pdf));
  expect(text).toContain(walkIn);
  expect(text).toContain(cashCustomer);
  expect(text).toContain(cashService);
  expect(errors).toEqual([]);
});

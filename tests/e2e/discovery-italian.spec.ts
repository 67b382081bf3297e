import { expect, test } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './support';

/**
 * An Italian customer's way in: a real place and an Italian treatment on home, the results there, the map with
 * every result, the shop's details in Italian, and a booking whose times read on a 24-hour clock throughout.
 */
test('in Italian: home "Dove: Trastevere" + "Taglio" → results → map → details in Italian → a booking in 24-hour times', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('user-language', 'it'));
  await signIn(page, DEMO.customer, /\/customer\/dashboard$/);

  // Home: the treatment in Italian and a neighbourhood the place search offers.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByLabel('Servizio', { exact: true }).selectOption({ label: 'Taglio di capelli' });
  const where = page.getByRole('combobox', { name: 'Dove' });
  await where.fill('Trastevere');
  await page
    .getByRole('option', { name: /^Trastevere/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Trova servizi' }).click();
  await expect(page).toHaveURL(/\/search\?.*category=haircut/);
  await expect(page).toHaveURL(/location=Trastevere/);

  const results = page.getByRole('list', { name: 'Risultati della ricerca' });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const count = Number(
    /(\d+)/.exec(await page.getByText(/\d+ salon[ei] trovat[oi]/).innerText())?.[1],
  );
  expect(count).toBeGreaterThan(0);
  // near Trastevere: the results are Roman shops
  await expect(results.getByRole('listitem').first()).toContainText('Roma');

  // The map: every result on it (pins, or clusters with counts) and in the list beside it.
  await page.getByRole('button', { name: 'Mappa' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
  const listed = page.getByRole('navigation', { name: 'Negozi sulla mappa' }).getByRole('button');
  await expect(listed).toHaveCount(count);
  await listed.first().click();
  // One click opens the details, even with the list item out of view: when the focus left the list item for
  // the card's button, the list used to scroll the page (scrollIntoView) between press and release, and the
  // click was lost. The card's button is scrolled to the top so the chosen item is above the viewport.
  const viewDetails = page.getByRole('button', { name: 'Vedi dettagli' }).first();
  await viewDetails.evaluate((button) => button.scrollIntoView({ block: 'start' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  await viewDetails.click();
  await expect(page).toHaveURL(/shop=/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The details in Italian: the services are named in Italian and booked from there.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // a service's own link ("Prenota <servizio>"), not the footer's "Prenota ora": that one is on screen before the
  // services have loaded, and it books no service in particular
  const book = dialog.getByRole('link', { name: /^Prenota (?!ora$)/ }).first();
  await expect(book).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(/Men's Haircut|Haircut/);
  await book.click();
  await expect(page).toHaveURL(/\/booking\/[^?]+\?service=/);

  // A day, then a time: the slot buttons, the summary and the confirmation all say HH:MM.
  const day = page.getByRole('gridcell', { name: /, \d+ orar(io|i) liber[oi]$/ }).first();
  // the month's days are drawn once its availability has loaded; late on the last open day of a month none is
  // left in it, and the next month has free days
  await expect(page.getByRole('gridcell').first()).toBeVisible({ timeout: 15_000 });
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Mese successivo' }).click();
  await expect(day).toBeVisible({ timeout: 15_000 });
  await day.click();
  const slot = page.getByRole('button', { name: /^\d{2}:\d{2}$/ }).first();
  await expect(slot).toBeEnabled({ timeout: 15_000 });
  const time = (await slot.innerText()).trim();
  await slot.click();
  await page.getByRole('button', { name: 'Continua' }).click();
  const details = page.getByRole('dialog', { name: 'Completa la prenotazione' });
  await expect(details).toBeVisible({ timeout: 15_000 });
  await expect(details).toContainText(time);
  const phone = details.getByLabel('Telefono');
  if (!(await phone.inputValue())) await phone.fill('+39 333 123 4567');
  await details.getByRole('checkbox', { name: /Accetto le condizioni/ }).check();
  await details.getByRole('button', { name: 'Completa prenotazione' }).click();

  await expect(
    page.getByRole('heading', { name: /Prenotazione confermata|Richiesta inviata/ }),
  ).toBeVisible({ timeout: 15_000 });
  const confirmation = await page.locator('main').innerText();
  expect(confirmation).toContain(time);
  expect(confirmation).not.toMatch(/\d\s?(AM|PM)\b/);
  expect(errors).toEqual([]);
});

import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesDashboard } from '../../src/domain/sales-dashboard';
import { listOwnedShop } from '../../server/modules/shop-admin/owned-shops';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn, type Envelope } from './profile-fixtures';
import { createBookingShop, type BookingShop } from './support/booking-fixtures';
import { fetchFile, pdfText, type Download } from './support/report-files';

/**
 * The sales report over real HTTP (spec 03 §7 Sales "export"; issue 16 "Reports"): each format read back with a
 * real parser (csv-parse, exceljs, pdfjs-dist) holds the shop's name, the period's figures and exactly the
 * transactions dated in the period (the shop's calendar, across the March change to summer time), in the
 * owner's language; and who may download it.
 */

let app: TestApp;
let shop: BookingShop;
let ownerToken: string;

/** March 2025 in Rome; summer time starts on the 30th, so 31 March 22:30 UTC is already 1 April there. */
const MARCH = 'startDate=2025-03-01&endDate=2025-03-31';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';

const sales = [
  {
    serviceName: 'Piega',
    category: 'hair',
    amount: 35.5,
    tip: 2.25,
    tax: 7.81,
    discount: 5.56,
    paymentMethod: 'card',
    customerName: 'Giulia Bianchi',
    transactionDate: '2025-03-03T09:30:00.000Z',
  },
  {
    serviceName: 'Manicure',
    category: 'nails',
    amount: 20,
    paymentMethod: 'cash',
    customerName: FORMULA_NAME,
    transactionDate: '2025-03-10T15:00:00.000Z',
  },
  {
    serviceName: 'Massaggio',
    category: 'massage',
    amount: 50,
    paymentMethod: 'digital',
    customerName: 'Zoë Verdi',
    transactionDate: '2025-03-31T21:30:00.000Z',
  },
  // outside the period: the day before, and the first minutes of April in Rome
  {
    serviceName: 'Taglio febbraio',
    category: 'hair',
    amount: 99,
    paymentMethod: 'cash',
    transactionDate: '2025-02-28T12:00:00.000Z',
  },
  {
    serviceName: 'Taglio aprile',
    category: 'hair',
    amount: 77,
    paymentMethod: 'cash',
    transactionDate: '2025-03-31T22:30:00.000Z',
  },
];
/** totals 40.00 + 20.00 + 50.00 */
const REVENUE = 110;

const download = (query: string, options: { token?: string; language?: string } = {}) =>
  fetchFile(`${app.baseUrl}/api/sales/export?${query}`, options);

const envelopeOf = (answer: Download) => JSON.parse(answer.bytes.toString('utf8')) as Envelope;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-sales-export', seed: false });
  shop = await createBookingShop(app);
  await listOwnedShop(shop.ownerId, shop.id);
  ownerToken = await signIn(app, shop.owner);
  const owner = client(app, ownerToken);
  for (const sale of sales) {
    const made = await owner.post('/sales/transactions', { shopId: shop.id, ...sale });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
});
afterAll(() => app?.close());

describe('GET /api/sales/export', () => {
  it('streams a CSV of the period: heading, the dashboard’s figures, every transaction once', async () => {
    const answer = await download(`format=csv&${MARCH}&shopId=${shop.id}`, {
      token: ownerToken,
      language: 'en',
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-report-2025-03-01_2025-03-31.csv"',
    );
    const lines = parse(answer.bytes, { bom: true, relax_column_count: true }) as string[][];
    const value = (label: string) => lines.find((line) => line[0] === label)?.[1];
    expect(lines[0]).toEqual(['Sales report']);
    expect(value('Shop')).toBe('Salone Prova');
    expect(value('Period')).toBe('Chosen dates: 2025-03-01 to 2025-03-31');
    expect(value('Time zone')).toBe('Europe/Rome');
    expect(Number(value('Revenue'))).toBe(REVENUE);
    expect(Number(value('Transactions counted in revenue'))).toBe(3);
    expect(Number(value('Average ticket'))).toBe(36.67);
    expect(Number(value('Tips'))).toBe(2.25);
    expect(Number(value('Discounts'))).toBe(5.56);
    expect(Number(value('Tax'))).toBe(7.81);

    const header = lines.findIndex((line) => line[0] === 'Date (shop time)');
    const column = (name: string) => lines[header]!.indexOf(name);
    const rows = lines.slice(header + 1);
    expect(rows.map((row) => row[column('Service')])).toEqual(['Piega', 'Manicure', 'Massaggio']);
    expect(rows.map((row) => row[column('Date (shop time)')])).toEqual([
      '2025-03-03 10:30',
      '2025-03-10 16:00',
      '2025-03-31 23:30',
    ]);
    expect(rows.map((row) => Number(row[column('Total (€)')]))).toEqual([40, 20, 50]);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Card', 'Hair', 'Giulia Bianchi', '35.5', '2.25', '5.56', '7.81']),
    );
    // the name a spreadsheet would run as a formula comes back as text
    expect(rows[1]![column('Customer')]).toBe(`'${FORMULA_NAME}`);
    expect(rows[2]![column('Customer')]).toBe('Zoë Verdi');
    expect(rows.map((row) => row[column('Transaction ID')])).toSatisfy((ids: string[]) =>
      ids.every((id) => id.startsWith('txn_')),
    );
  });

  it('gives the same figures as the dashboard for the same period', async () => {
    const dashboard = await client(app, ownerToken).get<SalesDashboard>(
      `/sales/dashboard?${MARCH}&shopId=${shop.id}`,
    );
    const answer = await download(`format=csv&${MARCH}`, { token: ownerToken, language: 'en' });
    const lines = parse(answer.bytes, { bom: true, relax_column_count: true }) as string[][];
    const value = (label: string) => Number(lines.find((line) => line[0] === label)?.[1]);
    const summary = dashboard.body.data.summary;
    expect(value('Revenue')).toBe(summary.revenue);
    expect(value('Customers')).toBe(summary.customers);
    expect(value('No-show and cancellation fees')).toBe(summary.fees);
  });

  it('writes a workbook whose cells hold the figures and the transactions', async () => {
    const answer = await download(`format=xlsx&${MARCH}&shopId=${shop.id}`, {
      token: ownerToken,
      language: 'en',
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(
      'filename="sales-report-2025-03-01_2025-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const [summary, transactions] = workbook.worksheets;
    expect(summary!.name).toBe('Summary');
    expect(transactions!.name).toBe('Transactions');
    const figures = new Map<string, unknown>();
    summary!.eachRow((row) => figures.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(figures.get('Shop')).toBe('Salone Prova');
    expect(figures.get('Revenue')).toBe(REVENUE);
    expect(figures.get('Transactions counted in revenue')).toBe(3);

    const header = (transactions!.getRow(1).values as unknown[]).map(String);
    const cell = (row: number, name: string) =>
      transactions!.getRow(row).getCell(header.indexOf(name)).value;
    expect(transactions!.actualRowCount).toBe(4);
    expect([2, 3, 4].map((row) => cell(row, 'Service'))).toEqual([
      'Piega',
      'Manicure',
      'Massaggio',
    ]);
    expect([2, 3, 4].map((row) => cell(row, 'Total (€)'))).toEqual([40, 20, 50]);
    expect(cell(2, 'Tip (€)')).toBe(2.25);
    // a text cell, never a formula
    expect(cell(3, 'Customer')).toBe(FORMULA_NAME);
  });

  it('prints a PDF in the owner’s language with the shop, the figures and the rows', async () => {
    const answer = await download(`format=pdf&${MARCH}&shopId=${shop.id}`, {
      token: ownerToken,
      language: 'it',
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(
      'filename="sales-report-2025-03-01_2025-03-31.pdf"',
    );
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Report delle vendite');
    expect(text).toContain('Negozio: Salone Prova');
    expect(text).toContain('Periodo: Date scelte: dal 2025-03-01 al 2025-03-31');
    expect(text).toContain('Incassi: 110,00 €');
    expect(text).toContain('Scontrino medio: 36,67 €');
    expect(text).toContain('Mance: 2,25 €');
    for (const row of ['Piega', 'Manicure', 'Massaggio', 'Zoë Verdi', '40,00', '35,50', '50,00'])
      expect(text).toContain(row);
    expect(text).toContain('Carta');
    expect(text).not.toContain('Taglio');
  });

  it('answers a period with no transactions with a complete, empty report', async () => {
    const answer = await download('format=csv&period=today', { token: ownerToken, language: 'it' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-report-today.csv"',
    );
    const lines = parse(answer.bytes, { bom: true, relax_column_count: true }) as string[][];
    expect(lines[0]).toEqual(['Report delle vendite']);
    expect(lines.find((line) => line[0] === 'Incassi')?.[1]).toBe('0');
    expect(lines.at(-1)?.[0]).toBe('Data (ora del negozio)');
  });

  it('refuses bad parameters with 400 and a code, before any file begins', async () => {
    const bad = await download(`format=docx&${MARCH}`, { token: ownerToken });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-disposition')).toBeNull();
    expect(envelopeOf(bad)).toMatchObject({
      success: false,
      code: 'INVALID_QUERY',
      errors: { format: 'validation.invalidType' },
    });
    const missing = await download(MARCH, { token: ownerToken });
    expect(envelopeOf(missing)).toMatchObject({ errors: { format: 'validation.required' } });
    const reversed = await download('format=csv&startDate=2025-03-31&endDate=2025-03-01', {
      token: ownerToken,
    });
    expect(reversed.status).toBe(400);
    expect(envelopeOf(reversed).success).toBe(false);
  });

  it('is the shop owner’s (or an admin’s): 404 to another owner, 403 to customers, 401 signed out', async () => {
    const other = await createBookingShop(app);
    await listOwnedShop(other.ownerId, other.id);
    const stranger = await signIn(app, other.owner);
    const theirs = await download(`format=csv&${MARCH}&shopId=${shop.id}`, { token: stranger });
    expect(theirs.status).toBe(404);
    expect(envelopeOf(theirs)).toMatchObject({ code: 'SHOP_NOT_FOUND' });

    const customer = await signIn(app, await createUser({ role: 'customer' }));
    const refused = await download(`format=csv&${MARCH}`, { token: customer });
    expect(refused.status).toBe(403);
    expect((await download(`format=csv&${MARCH}`)).status).toBe(401);

    const admin = await signIn(app, await createUser({ role: 'admin' }));
    const audited = await download(`format=csv&${MARCH}&shopId=${shop.id}`, { token: admin });
    expect(audited.status).toBe(200);
    expect(audited.bytes.toString('utf8')).toContain('Massaggio');
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerStats } from '../../src/domain/customer-stats-types';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn, type Envelope } from './profile-fixtures';
import {
  bookingClient,
  createBookingShop,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import { STAFF, storePastBooking } from './support/customer-history-fixtures';
import { fetchFile, pdfText, type Download } from './support/report-files';

/**
 * GET /api/customer/stats/export?period&format=csv|pdf over real HTTP on FerretDB: the analytics of GET
 * /api/customer/stats as a file, read back with csv-parse and pdfjs (the sales reports' readers), in the
 * language the request names; for the signed-in customer only, and only their own bookings.
 */

let app: TestApp;
let shop: BookingShop;
let carla: BookingClient;
let other: BookingClient;

const download = (query: string, options: { token?: string; language?: string } = {}) =>
  fetchFile(`${app.baseUrl}/api/customer/stats/export?${query}`, options);

const envelopeOf = (answer: Download) => JSON.parse(answer.bytes.toString('utf8')) as Envelope;
const csvOf = (answer: Download) =>
  parse(answer.bytes.toString('utf8'), {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
/** the value on the line whose first cell is `label` */
const valueOf = (rows: string[][], label: string) => rows.find((row) => row[0] === label)?.[1];

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-stats-export', seed: false });
  shop = await createBookingShop(app, { staff: STAFF });
  carla = await bookingClient(app);
  other = await bookingClient(app);
  await storePastBooking(carla, { daysAgo: 10, cents: 3500 }, shop);
  const reviewed = await storePastBooking(carla, { daysAgo: 40, cents: 6000 }, shop);
  await storePastBooking(carla, { daysAgo: 70, status: 'cancelled', fee: 700 }, shop);
  await recordShopReview(
    { shopId: shop.id, userId: carla.user.id, bookingId: reviewed, rating: 5 },
    { catalog: app.services.shops.catalog },
  );
  await storePastBooking(other, { daysAgo: 5, cents: 9900 }, shop);
});
afterAll(() => app?.close());

describe('GET /api/customer/stats/export', () => {
  it("answers the period's figures as a CSV named after the period, the same as GET /api/customer/stats", async () => {
    const stats = (await client(app, carla.token).get<CustomerStats>('/customer/stats?period=3M'))
      .body.data;
    const answer = await download('period=3M&format=csv', { token: carla.token, language: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="my-analytics-3M-${stats.range.to}.csv"`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // the sales reports' CSV: a byte-order mark and CRLF line ends
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.bytes.toString('utf8')).toContain('\r\n');
    const rows = csvOf(answer);
    expect(rows[0]).toEqual(['Your Orabella analytics']);
    expect(valueOf(rows, 'Period')).toBe('3 months');
    expect(valueOf(rows, 'Dates')).toBe(`${stats.range.from} – ${stats.range.to}`);
    expect(valueOf(rows, 'Bookings')).toBe(String(stats.totalBookings));
    expect(valueOf(rows, 'Spent (€)')).toBe(String(stats.totalSpentCents / 100));
    expect(stats.totalSpentCents).toBe(3500 + 6000 + 700);
    expect(valueOf(rows, 'Average rating given')).toBe('5');
    expect(rows).toContainEqual(['Salone Prova', 'Via Roma 1, Roma', '2']);
    expect(rows).toContainEqual(['Cut', '2', '100']);
  });

  it('answers a PDF that reads the same figures, and each period', async () => {
    const answer = await download('period=1Y&format=pdf', { token: carla.token, language: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-analytics-1Y-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Your Orabella analytics');
    expect(text).toContain('Period: 1 year');
    expect(text).toContain('Salone Prova');
    expect(text).toContain('102.00');
    for (const period of ['1M', '6M'])
      expect((await download(`period=${period}&format=csv`, { token: carla.token })).status).toBe(
        200,
      );
  });

  it('speaks the language the request names', async () => {
    const csv = csvOf(
      await download('period=3M&format=csv', { token: carla.token, language: 'it-IT,it;q=0.9' }),
    );
    expect(csv[0]).toEqual(['Le tue statistiche Orabella']);
    expect(valueOf(csv, 'Periodo')).toBe('3 mesi');
    const pdf = await download('period=3M&format=pdf', { token: carla.token, language: 'it' });
    expect(await pdfText(pdf.bytes)).toContain('Le tue statistiche Orabella');
  });

  it("holds only the signed-in customer's own bookings", async () => {
    const theirs = csvOf(await download('period=1M&format=csv', { token: other.token }));
    expect(valueOf(theirs, 'Spent (€)')).toBe('99');
    expect(valueOf(theirs, 'Average rating given')).toBe('—');
    // naming another customer changes nothing: the customer is the session's
    const named = await download(`period=1M&format=csv&customerId=${carla.user.id}`, {
      token: other.token,
    });
    expect(named.status).toBe(200);
    expect(valueOf(csvOf(named), 'Spent (€)')).toBe('99');
  });

  it('refuses a bad period or format, a signed-out caller and a shop owner', async () => {
    const badPeriod = await download('period=2W&format=csv', { token: carla.token });
    expect(badPeriod.status).toBe(400);
    expect(envelopeOf(badPeriod)).toMatchObject({
      success: false,
      code: 'INVALID_QUERY',
      errors: { period: 'validation.invalidType' },
    });
    const badFormat = await download('period=1M&format=xlsx', { token: carla.token });
    expect(badFormat.status).toBe(400);
    expect(envelopeOf(badFormat)).toMatchObject({ errors: { format: 'validation.invalidType' } });
    const noFormat = await download('period=1M', { token: carla.token });
    expect(envelopeOf(noFormat)).toMatchObject({ errors: { format: 'validation.required' } });
    const signedOut = await download('period=1M&format=csv');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-disposition')).toBeNull();
    const owner = await download('period=1M&format=pdf', {
      token: await signIn(app, shop.owner),
    });
    expect(owner.status).toBe(403);
    expect(envelopeOf(owner).code).toBe('FORBIDDEN');
  });
});

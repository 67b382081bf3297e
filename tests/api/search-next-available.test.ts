import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSearchResult } from '../../src/domain/search';
import { weekHours } from '../../src/domain/opening-hours';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { getJson, startTestApp, type TestApp } from './helpers';
import { createUser } from './profile-fixtures';
import { bookingClient, daysAhead, DETAILS, ZONE } from './support/booking-fixtures';

/**
 * `hasAvailability` and `sortBy=next_available` from real free times: shops closed every weekday and open only
 * on one special date, 10:00–11:00, with one 30-minute service (two times: 10:00 and 10:30).
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-search-next-available', seed: false });
  const owner = await createUser({ role: 'shop', name: 'Owner Person' });
  const shop = async (id: string, openOn: string | null) => {
    await ShopModel.create({
      _id: id,
      name: `Salone ${id}`,
      businessType: 'salon',
      category: 'hair',
      location: {
        address: 'Via Roma 1',
        city: 'Roma',
        zipCode: '00100',
        latitude: 41.9,
        longitude: 12.5,
      },
      workingHours: weekHours(Array(7).fill(null)),
      specialDates: openOn
        ? [{ date: openOn, isClosed: false, start: '10:00', end: '11:00', description: 'Open day' }]
        : [],
      // a photo: a shop without one is not public (src/domain/shop-setup.ts)
      photos: ['/images/test-shop.jpg'],
      timeZone: ZONE,
      approvalStatus: 'approved',
      ownerId: owner.id,
      autoConfirm: true,
    });
    await ServiceModel.create({
      _id: `${id}--cut`,
      shopId: id,
      name: 'Cut',
      category: 'hair',
      durationMinutes: 30,
      priceCents: 2000,
      minNoticeHours: 0,
    });
  };
  await shop('avail-a', daysAhead(3));
  await shop('avail-b', daysAhead(2));
  // open only on a date past every service's booking window: listed (src/domain/shop-setup.ts) but never free
  await shop('avail-c', daysAhead(365));
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
});
afterAll(() => app.close());

async function search(query: string) {
  const res = await getJson<{ data: ShopSearchResult }>(`${app.baseUrl}/api/shops/search?${query}`);
  expect(res.status).toBe(200);
  return res.body.data.shops.map((s) => `${s.id}:${s.hasAvailability}`);
}

async function book(time: string) {
  const customer = await bookingClient(app);
  const created = await customer.book({
    shopId: 'avail-a',
    serviceIds: ['avail-a--cut'],
    date: daysAhead(3),
    time,
    customerDetails: DETAILS,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

describe('search by real free times', () => {
  it('orders by the first free time and drops a shop whose last free times are booked, at once', async () => {
    expect(await search('sortBy=next_available')).toEqual([
      'avail-b:true',
      'avail-a:true',
      'avail-c:false',
    ]);
    expect(await search('hasAvailability=true&sortBy=alphabetical')).toEqual([
      'avail-a:true',
      'avail-b:true',
    ]);

    await book('10:00');
    // one time left: still available
    expect(await search('hasAvailability=true&sortBy=alphabetical')).toEqual([
      'avail-a:true',
      'avail-b:true',
    ]);
    await book('10:30');

    // the same queries again: no answer from before the booking is served
    expect(await search('hasAvailability=true&sortBy=alphabetical')).toEqual(['avail-b:true']);
    expect(await search('sortBy=next_available')).toEqual([
      'avail-b:true',
      'avail-a:false',
      'avail-c:false',
    ]);
  });
});

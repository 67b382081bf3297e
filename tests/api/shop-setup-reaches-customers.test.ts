import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../src/domain/availability-plan';
import type { Shop } from '../../src/domain/shop';
import { WEEKDAYS } from '../../src/domain/shop';
import type { WorkingHoursSettings } from '../../src/domain/shop-hours';
import { ShopModel } from '../../server/models/shop.model';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  createBookingShop,
  daysAhead,
  slotsOf,
  type BookingShop,
} from './support/booking-fixtures';

/**
 * Issue 14 "Everything stays consistent": what an owner changes through the management API is what customers
 * are served by the next request: search, the details and the slots. The shop starts one step short of its
 * setup (no photo), so it is not public until the owner's upload completes it.
 */

let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884466' } })
    .png()
    .toBuffer();
  app = await startTestApp({ dbName: 'api-shop-setup-reaches-customers', seed: false });
});
afterAll(() => app?.close());

const photoForm = () => {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
  return form;
};

async function searchedIds(text: string): Promise<string[]> {
  const answer = await client(app).get<{ shops: Shop[] }>(
    `/shops/search?search=${encodeURIComponent(text)}&limit=50`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.shops.map((shop) => shop.id);
}

const details = async (shop: BookingShop) => client(app).get<{ shop: Shop }>(`/shops/${shop.id}`);

describe('an owner’s changes reach customers at once', () => {
  it('a photo completes the setup and lists the shop; a new price and a closed day follow in search, details and slots', async () => {
    const shop = await createBookingShop(app);
    // the fixture's shop without its photo
    await ShopModel.updateOne({ _id: shop.id }, { $set: { photos: [] } });
    app.services.shops.catalog.invalidate();
    const owner = client(app, await signIn(app, shop.owner));

    // one item short of the setup checklist: unknown to customers
    expect(await searchedIds('Salone Prova')).not.toContain(shop.id);
    expect((await details(shop)).status).toBe(404);

    const uploaded = await owner.upload(`/shops/${shop.id}/photos`, photoForm());
    expect(uploaded.status).toBe(200);
    expect(await searchedIds('Salone Prova')).toContain(shop.id);
    const listed = (await details(shop)).body.data.shop;
    expect(listed.photos).toHaveLength(1);
    const photo = await fetch(`${app.baseUrl}${listed.photos[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);

    // a new price for the cut: the details' menu and the search card's price range
    const priced = await owner.put(`/shops/${shop.id}/services/${shop.services.cut}`, {
      price: 41.5,
    });
    expect(priced.status).toBe(200);
    const afterPrice = (await details(shop)).body.data.shop;
    expect(afterPrice.services.find((s) => s.id === shop.services.cut)?.price).toBe(41.5);
    const searched = await client(app).get<{ shops: Shop[] }>(
      `/shops/search?search=${encodeURIComponent('Salone Prova')}`,
    );
    const card = searched.body.data.shops.find((s) => s.id === shop.id);
    expect(card?.priceRange.max).toBe(60);
    expect(card?.services.find((s) => s.id === shop.services.cut)?.price).toBe(41.5);

    // the weekday of a date next week closes: no slots that day, and the details say closed
    const date = daysAhead(7);
    expect((await slotsOf(app, shop, date)).some((slot) => slot.available)).toBe(true);
    const day = WEEKDAYS[weekdayIndex(date)]!;
    const hours = (await owner.get<WorkingHoursSettings>(`/shops/${shop.id}/working-hours`)).body
      .data;
    const closed = await owner.put(`/shops/${shop.id}/working-hours`, {
      workingHours: { ...hours.workingHours, [day]: { ...hours.workingHours[day], isOpen: false } },
      breaks: hours.breaks,
      specialDates: hours.specialDates,
    });
    expect(closed.status).toBe(200);
    expect((await slotsOf(app, shop, date)).some((slot) => slot.available)).toBe(false);
    expect((await details(shop)).body.data.shop.workingHours[day].isOpen).toBe(false);
  });

  it('keeps every owner’s change when the team, the hours and the profile are saved at the same moment', async () => {
    const shop = await createBookingShop(app);
    const owner = client(app, await signIn(app, shop.owner));
    const hours = (await owner.get<WorkingHoursSettings>(`/shops/${shop.id}/working-hours`)).body
      .data;
    const sunday = { ...hours.workingHours.sunday, isOpen: false };
    // FerretDB rewrites the whole document on each update: without one write at a time, one of these is lost
    const answers = await Promise.all([
      owner.post(`/shops/${shop.id}/team`, { name: 'Giulia Rossi' }),
      owner.put(`/shops/${shop.id}/working-hours`, {
        workingHours: { ...hours.workingHours, sunday },
        breaks: [{ name: 'Lunch', days: ['monday'], start: '13:00', end: '14:00' }],
        specialDates: hours.specialDates,
      }),
      owner.put(`/shops/${shop.id}`, { phone: '+39 06 1234 5678' }),
      owner.upload(`/shops/${shop.id}/photos`, photoForm()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200]);

    const team = await owner.get<{ members: { name: string }[] }>(`/shops/${shop.id}/team`);
    expect(team.body.data.members.map((m) => m.name)).toEqual(['Giulia Rossi']);
    const saved = (await owner.get<WorkingHoursSettings>(`/shops/${shop.id}/working-hours`)).body
      .data;
    expect(saved.workingHours.sunday.isOpen).toBe(false);
    expect(saved.breaks.map((b) => b.name)).toEqual(['Lunch']);
    const profile = await owner.get<{ profile: { phone: string; photos: unknown[] } }>(
      `/shops/${shop.id}/profile`,
    );
    expect(profile.body.data.profile.phone).toBe('+39 06 1234 5678');
    // the fixture's picture and the upload
    expect(profile.body.data.profile.photos).toHaveLength(2);
  });
});

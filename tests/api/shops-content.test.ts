import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoData } from '../../server/db/seed/demo-data';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import type { ApiSuccess } from '../../src/domain/api';
import type { ShopSearchResult, ShopService } from '../../src/domain/search';
import type { Shop } from '../../src/domain/shop';
import type { Favorite } from '../../src/domain/favorites';
import { weekHours } from '../../src/domain/opening-hours';
import { getJson, startTestApp, type TestApp } from './helpers';
import { createUser, signIn, type Envelope } from './profile-fixtures';

/**
 * Shop content in the caller's language (Accept-Language, as the app's client sends it), with a fallback to the
 * other language; documents stored before content was bilingual (plain strings) read as English.
 */

const demo = buildDemoData();
const AURORA = 'salone-aurora-roma';
const HALF = 'studio-mezzo-tradotto-roma';

describe('bilingual shop content', () => {
  let app: TestApp;
  const get = <T>(path: string, language: string) =>
    getJson<ApiSuccess<T>>(`${app.baseUrl}/api/shops${path}`, {
      headers: { 'accept-language': language },
    });

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_shops_content' });
    // a shop whose texts are each in one language only, or stored the old way (a plain string)
    await ShopModel.collection.insertOne({
      _id: HALF as never,
      name: 'Studio Mezzo Tradotto',
      description: 'Stored before content was bilingual.',
      businessType: 'salon',
      category: 'hair',
      // set up to be public (src/domain/shop-setup.ts): located (far from the searches below), open, a photo
      location: {
        address: 'Via Merulana 1',
        city: 'Roma',
        zipCode: '00185',
        country: 'IT',
        latitude: 45.46,
        longitude: 9.19,
      },
      workingHours: weekHours(Array(7).fill(['09:00', '18:00'])),
      photos: ['/images/test-shop.jpg'],
      specialDates: [
        {
          date: '2099-01-02',
          isClosed: true,
          start: null,
          end: null,
          description: { it: 'Ferie' },
        },
      ],
      staff: [{ _id: 'anna', name: 'Anna', role: { en: 'Colourist' }, serviceIds: [] }],
      approvalStatus: 'approved',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await ServiceModel.create([
      {
        _id: `${HALF}--piega`,
        shopId: HALF,
        name: { it: 'Piega mossa' },
        description: { it: 'Solo in italiano.' },
        category: 'hair',
        durationMinutes: 30,
        priceCents: 2500,
        sortOrder: 0,
      },
      {
        _id: `${HALF}--cut`,
        shopId: HALF,
        name: { en: 'Dry cut' },
        category: 'hair',
        durationMinutes: 30,
        priceCents: 3000,
        includes: [{ en: 'Consultation', it: 'Consulenza' }, 'Wash'],
        sortOrder: 1,
      },
    ]);
    app.services.shops.catalog.invalidate();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("serves a seeded shop's description, services and team roles in Italian and in English", async () => {
    const seeded = demo.shops.find((s) => s._id === AURORA)!;
    const services = demo.services.filter((s) => s.shopId === AURORA);
    const it = (await get<{ shop: Shop }>(`/${AURORA}`, 'it-IT,it;q=0.9,en;q=0.8')).body.data.shop;
    const en = (await get<{ shop: Shop }>(`/${AURORA}`, 'en-GB')).body.data.shop;
    expect(it.description).toBe(seeded.description.it);
    expect(en.description).toBe(seeded.description.en);
    expect(it.description).not.toBe(en.description);
    expect(it.services.map((s) => s.name)).toEqual(services.map((s) => s.name.it));
    expect(en.services.map((s) => s.name)).toEqual(services.map((s) => s.name.en));
    expect(it.services.map((s) => s.name)).toContain('Taglio uomo');
    expect(en.services.map((s) => s.name)).toContain("Men's Haircut");
    expect(it.staff.map((m) => m.role)).toEqual(seeded.staff.map((m) => m.role.it));

    const list = (await get<{ services: ShopService[] }>(`/${AURORA}/services`, 'it')).body.data;
    expect(list.services.map((s) => [s.name, s.description])).toEqual(
      services.map((s) => [s.name.it, s.description.it]),
    );
    expect(list.services[0]!.includes).toEqual(services[0]!.includes.map((t) => t.it));
  });

  it('serves special-date notes in the caller’s language', async () => {
    const withDates = demo.shops.find((s) => s.specialDates.length > 0)!;
    const notes = async (language: string) =>
      (await get<{ shop: Shop }>(`/${withDates._id}`, language)).body.data.shop.specialDates.map(
        (d) => d.description,
      );
    expect(await notes('it')).toEqual(withDates.specialDates.map((d) => d.description.it));
    expect(await notes('en')).toEqual(withDates.specialDates.map((d) => d.description.en));
  });

  it('falls back to the other language, and reads a plain stored string as English', async () => {
    for (const language of ['it', 'en']) {
      const { shop } = (await get<{ shop: Shop }>(`/${HALF}`, language)).body.data;
      expect(shop.description, language).toBe('Stored before content was bilingual.');
      expect(
        shop.services.map((s) => s.name),
        language,
      ).toEqual(['Piega mossa', 'Dry cut']);
      expect(shop.specialDates.map((d) => d.description)).toEqual(['Ferie']);
      expect(shop.staff.map((m) => m.role)).toEqual(['Colourist']);
      const { services } = (await get<{ services: ShopService[] }>(`/${HALF}/services`, language))
        .body.data;
      expect(services.map((s) => s.description)).toEqual(['Solo in italiano.', '']);
    }
    const it = (await get<{ services: ShopService[] }>(`/${HALF}/services`, 'it')).body.data;
    expect(it.services[1]!.includes).toEqual(['Consulenza', 'Wash']);
    const en = (await get<{ services: ShopService[] }>(`/${HALF}/services`, 'en')).body.data;
    expect(en.services[1]!.includes).toEqual(['Consultation', 'Wash']);
  });

  it('answers the same search in each caller’s language (the answer cache keeps them apart)', async () => {
    const path = '/search?coordinates=41.9072,12.4628&sortBy=distance&limit=5';
    const seeded = demo.shops.find((s) => s._id === AURORA)!;
    const descriptionIn = async (language: string) =>
      (await get<ShopSearchResult>(path, language)).body.data.shops.find((s) => s.id === AURORA)
        ?.description;
    expect(await descriptionIn('en')).toBe(seeded.description.en);
    expect(await descriptionIn('it')).toBe(seeded.description.it);
    expect(await descriptionIn('en')).toBe(seeded.description.en);
    const featured = (await get<{ shops: Shop[] }>('/featured?limit=12', 'it')).body.data.shops;
    const italian = new Map(demo.shops.map((s) => [s._id, s.description.it]));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((s) => s.description)).toEqual(featured.map((s) => italian.get(s.id)));
  });

  it("serves a customer's favourite shops in the caller's language", async () => {
    const seeded = demo.shops.find((s) => s._id === AURORA)!;
    const token = await signIn(app, await createUser({ role: 'customer' }));
    const send = (method: string, language: string, body?: unknown) =>
      getJson<Envelope<{ favorite: Favorite; favorites: Favorite[] }>>(
        `${app.baseUrl}/api/customer/favorites`,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': language,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        },
      );
    const added = await send('POST', 'it', { shopId: AURORA });
    expect(added.status).toBe(201);
    expect(added.body.data.favorite.shop?.description).toBe(seeded.description.it);
    const listed = (await send('GET', 'en')).body.data.favorites;
    expect(listed.map((f) => f.shop?.description)).toEqual([seeded.description.en]);
  });
});

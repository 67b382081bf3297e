import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import type { Shop } from '../../src/domain/shop';
import {
  SHOP_PROFILE_ERRORS as E,
  type ShopProfile,
  type ShopProfileSaved,
} from '../../src/domain/shop-profile';
import type { ShopSearchResult } from '../../src/domain/search';
import { ReviewModel, reviewId } from '../../server/models/review.model';
import { ShopModel } from '../../server/models/shop.model';
import { withShopWriteLock } from '../../server/modules/shop-admin/shop-write-lock';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

const SHOP = DEMO_OWNED_SHOP_ID;
let app: TestApp;
let owner: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let otherOwner: ReturnType<typeof client>;
let customer: ReturnType<typeof client>;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_shop_profile' });
  owner = client(app, await signIn(app, { email: 'shop@orabella.demo', password: DEMO_PASSWORD }));
  admin = client(app, await signIn(app, { email: 'admin@orabella.demo', password: DEMO_PASSWORD }));
  otherOwner = client(app, await signIn(app, await createUser({ role: 'shop' })));
  customer = client(app, await signIn(app, await createUser({ role: 'customer' })));
});
afterAll(async () => {
  await app?.close();
});

const VALID = {
  name: 'Salone Aurora Nuova',
  businessType: 'barbershop',
  description: { en: 'A calm barbershop near the Colosseum.', it: '' },
  phone: '+39 06 1234 5678',
  email: 'Hello@Aurora.example',
  website: 'https://aurora.example',
  instagram: '@salone.aurora',
  location: { address: 'Via Roma 12', city: 'Milano', zipCode: '20121', country: 'IT' },
  specialties: ['Fades', 'Beard trims'],
  languages: ['Italian', 'English'],
  paymentMethods: ['cash', 'card'],
  socialLinks: { facebook: 'https://facebook.com/aurora' },
  timeZone: 'Europe/Rome',
  currency: 'EUR',
  certifications: ['Wahl academy'],
  awards: ['Best of Milano 2025'],
  yearsOfExperience: 12,
};

describe('shop profile: read and save', () => {
  it('the owner reads the editable profile with both languages and the photos with ids', async () => {
    const { status, body } = await owner.get<{ profile: ShopProfile }>(`/shops/${SHOP}/profile`);
    expect(status).toBe(200);
    expect(body.data.profile.id).toBe(SHOP);
    expect(body.data.profile.description.en ?? body.data.profile.description.it).toBeTruthy();
    expect(body.data.profile.photos.length).toBeGreaterThan(0);
    expect(body.data.profile.photos[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(body.data.profile.currency).toBe('EUR');
  });

  it('anyone but the owner or an admin gets 404 (customers 403), also for a malformed id', async () => {
    expect((await otherOwner.get(`/shops/${SHOP}/profile`)).status).toBe(404);
    expect((await otherOwner.put(`/shops/${SHOP}`, { name: 'Taken over' })).status).toBe(404);
    expect((await owner.get('/shops/NOT_AN_ID!/profile')).status).toBe(404);
    expect((await customer.put(`/shops/${SHOP}`, { name: 'Taken over' })).status).toBe(403);
    expect((await client(app).put(`/shops/${SHOP}`, { name: 'Taken over' })).status).toBe(401);
    expect((await admin.get(`/shops/${SHOP}/profile`)).status).toBe(200);
  });

  it('saves every field, sets the category from the business type, geocodes the city, and the public side shows it at once', async () => {
    const before = await client(app).get<{ shop: Shop }>(`/shops/${SHOP}`);
    const { status, body } = await owner.put<ShopProfileSaved>(`/shops/${SHOP}`, VALID);
    expect(status).toBe(200);
    const saved = body.data.shop;
    expect(body.data.geocoded).toBe(true);
    expect(saved).toMatchObject({
      name: 'Salone Aurora Nuova',
      businessType: 'barbershop',
      email: 'hello@aurora.example',
      instagram: 'salone.aurora',
      specialties: ['Fades', 'Beard trims'],
      paymentMethods: ['cash', 'card'],
      socialLinks: { facebook: 'https://facebook.com/aurora' },
      yearsOfExperience: 12,
      description: { en: 'A calm barbershop near the Colosseum.' },
    });
    expect(saved.location.latitude).toBeCloseTo(45.46, 1);
    expect(saved.location.pinnedByOwner).toBe(false);

    const after = await client(app).get<{ shop: Shop }>(`/shops/${SHOP}`);
    expect(after.body.data.shop.name).toBe('Salone Aurora Nuova');
    expect(after.body.data.shop.category).toBe('barber');
    expect(after.body.data.shop.location.city).toBe('Milano');
    expect(after.body.data.shop.photos).toEqual(before.body.data.shop.photos);
    // what a customer decides on: the profile, in the details and the booking page's shop
    expect(after.body.data.shop.profile).toEqual({
      website: 'https://aurora.example',
      instagram: 'salone.aurora',
      socialLinks: {
        facebook: 'https://facebook.com/aurora',
        instagram: null,
        tiktok: null,
        youtube: null,
        x: null,
      },
      specialties: ['Fades', 'Beard trims'],
      languages: ['Italian', 'English'],
      paymentMethods: ['cash', 'card'],
      certifications: ['Wahl academy'],
      awards: ['Best of Milano 2025'],
      yearsOfExperience: 12,
    });
    const found = await client(app).get<ShopSearchResult>('/shops/search?search=Aurora%20Nuova');
    expect(found.body.data.shops.map((s) => s.id)).toContain(SHOP);
  });

  it('a partial update changes only the fields it carries', async () => {
    const { body } = await owner.put<ShopProfileSaved>(`/shops/${SHOP}`, { yearsOfExperience: 13 });
    expect(body.data.shop.yearsOfExperience).toBe(13);
    expect(body.data.shop.name).toBe('Salone Aurora Nuova');
    expect(body.data.geocoded).toBeNull();
  });

  it('an address the geocoder does not know is saved without coordinates and says geocoded: false', async () => {
    const { status, body } = await owner.put<ShopProfileSaved>(`/shops/${SHOP}`, {
      location: { address: 'Strada 1', city: 'Nowhereville', zipCode: '00000', country: 'IT' },
    });
    expect(status).toBe(200);
    expect(body.data.geocoded).toBe(false);
    expect(body.data.shop.location).toMatchObject({ city: 'Nowhereville', latitude: null });
  });

  it("the owner's pin wins over geocoding", async () => {
    const { body } = await owner.put<ShopProfileSaved>(`/shops/${SHOP}`, {
      location: {
        address: 'Via del Corso 1',
        city: 'Roma',
        zipCode: '00186',
        country: 'IT',
        latitude: 41.9,
        longitude: 12.48,
        pinnedByOwner: true,
      },
    });
    expect(body.data.geocoded).toBeNull();
    expect(body.data.shop.location).toMatchObject({
      latitude: 41.9,
      longitude: 12.48,
      pinnedByOwner: true,
    });
    const pub = await client(app).get<{ shop: Shop }>(`/shops/${SHOP}`);
    expect(pub.body.data.shop.location.latitude).toBe(41.9);
  });

  it.each([
    [{ name: '' }, 'name', E.nameRequired],
    [{ name: 'A' }, 'name', E.nameMin],
    [{ businessType: 'casino' }, 'businessType', E.businessTypeRequired],
    [{ description: { en: 'Too short', it: 'Breve' } }, 'description', E.descriptionMin],
    [{ phone: '' }, 'phone', E.phoneRequired],
    [{ phone: '12' }, 'phone', E.phoneInvalid],
    [{ email: '' }, 'email', E.emailRequired],
    [{ email: 'not-an-email' }, 'email', E.emailInvalid],
    [{ website: 'javascript:alert(1)' }, 'website', E.websiteInvalid],
    [{ instagram: 'has space' }, 'instagram', E.instagramInvalid],
    [
      { location: { address: '', city: 'Roma', zipCode: '1' } },
      'location.address',
      E.addressRequired,
    ],
    [{ location: { address: 'Via', city: '', zipCode: '1' } }, 'location.city', E.cityRequired],
    [
      { location: { address: 'Via', city: 'Roma', zipCode: '' } },
      'location.zipCode',
      E.zipRequired,
    ],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', E.timeZoneInvalid],
    [{ currency: 'USD' }, 'currency', E.currencyInvalid],
    [{ yearsOfExperience: -1 }, 'yearsOfExperience', E.yearsInvalid],
    [{ specialties: ['a', 'A'] }, 'specialties', E.duplicate],
    [{ specialties: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'specialties', E.tooMany],
    [{ awards: ['x'.repeat(121)] }, 'awards', E.tooLong],
    [
      { socialLinks: { myspace: 'https://myspace.com/x' } },
      'socialLinks.myspace',
      'validation.unknownField',
    ],
  ])('refuses %j with %s → %s', async (body, field, key) => {
    const { status, body: answer } = await owner.put(`/shops/${SHOP}`, body);
    expect(status).toBe(400);
    expect(answer.errors?.[field]).toBe(key);
  });
});

describe('shop profile: writes of the same shop document at once', () => {
  const catalog = () => app.services.shops.catalog;
  const publicShop = async () =>
    (await client(app).get<{ shop: Shop }>(`/shops/${SHOP}`)).body.data.shop;

  it('a review and profile saves at once: every count and every save stays', async () => {
    const before = await publicShop();
    const rounds = 12;
    const answers = await Promise.all(
      Array.from({ length: rounds }, (_, round) =>
        Promise.all([
          recordShopReview(
            { shopId: SHOP, userId: `race-reviewer-${round}`, bookingId: null, rating: 5 },
            { catalog: catalog() },
          ),
          owner.put(`/shops/${SHOP}`, { specialties: [`Round ${round}`] }),
        ]),
      ),
    );
    expect(answers.map(([counted, saved]) => [counted, saved.status])).toEqual(
      answers.map(() => [true, 200]),
    );
    const after = await publicShop();
    expect(after.reviewCount).toBe(before.reviewCount + rounds);
    expect(after.ratingDistribution[5]).toBe(before.ratingDistribution[5] + rounds);
    const profile = await owner.get<{ profile: ShopProfile }>(`/shops/${SHOP}/profile`);
    expect(profile.body.data.profile.specialties).toHaveLength(1);
  });

  it('a review counted while a whole-document write holds the shop is added after it, not lost', async () => {
    const before = await publicShop();
    const review = { shopId: SHOP, userId: 'held-reviewer', bookingId: null, rating: 4 };
    let counting: Promise<boolean> | undefined;
    await withShopWriteLock(SHOP, async () => {
      // what FerretDB does for any update of the shop: read the whole document, write it all back
      const whole = await ShopModel.collection.findOne({ _id: SHOP as never });
      counting = recordShopReview(review, { catalog: catalog() });
      const id = reviewId(SHOP, review.userId, null);
      while (!(await ReviewModel.exists({ _id: id })))
        await new Promise((resolve) => setTimeout(resolve, 10));
      // time for the count to land, were it not waiting for this write
      await new Promise((resolve) => setTimeout(resolve, 200));
      await ShopModel.collection.replaceOne({ _id: SHOP as never }, { ...whole!, name: 'Held' });
    });
    expect(await counting).toBe(true);
    await catalog().refreshShop(SHOP);
    const after = await publicShop();
    expect(after.name).toBe('Held');
    expect(after.ratingDistribution[4]).toBe(before.ratingDistribution[4] + 1);
  });
});

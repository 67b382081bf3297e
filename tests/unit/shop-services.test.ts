import { describe, expect, it } from 'vitest';
import { checkBody } from '../../src/domain/request-validation';
import {
  EMPTY_SERVICE,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  checkServiceDeletion,
  checkServiceOrder,
  checkServiceRoom,
  euroToCents,
  serviceChanges,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '../../src/domain/shop-services';
import {
  formValuesOf,
  isServiceIdOf,
  managedServiceOf,
  newStoredService,
  serviceIdFor,
  storedFieldsOf,
} from '../../src/domain/shop-service-records';

describe('money', () => {
  it('turns euro into whole cents without float drift', () => {
    expect(euroToCents(12.34)).toBe(1234);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(0.07)).toBe(7);
    expect(euroToCents(1234.56)).toBe(123456);
  });
});

describe('the service schema', () => {
  const valid = {
    ...EMPTY_SERVICE,
    name: { en: 'Cut', it: '' },
    price: 25,
    duration: { hours: 0, minutes: 5 },
  };

  it('accepts the editor’s values, 5 minutes and 12 hours at the edges', async () => {
    expect((await checkBody(serviceCreateSchema, valid)).ok).toBe(true);
    const long = { ...valid, duration: { hours: 12, minutes: 0 } };
    expect((await checkBody(serviceCreateSchema, long)).ok).toBe(true);
  });

  it('needs a name in one language, each written one at least 2 characters', async () => {
    const none = await checkBody(serviceCreateSchema, { ...valid, name: { en: ' ', it: '' } });
    expect(none).toMatchObject({ ok: false, errors: { name: SERVICE_MESSAGES.nameRequired } });
    const italianOnly = await checkBody(serviceCreateSchema, { ...valid, name: { it: 'Taglio' } });
    expect(italianOnly.ok).toBe(true);
    const short = await checkBody(serviceCreateSchema, { ...valid, name: { en: 'Cut', it: 'T' } });
    expect(short).toMatchObject({
      ok: false,
      errors: { 'name.it': SERVICE_MESSAGES.nameTooShort },
    });
  });

  it('refuses a duration under 5 minutes or over 12 hours, and a price of 0 or with fractions of a cent', async () => {
    const tooShort = await checkBody(serviceCreateSchema, {
      ...valid,
      duration: { hours: 0, minutes: 4 },
    });
    expect(tooShort).toMatchObject({ errors: { duration: SERVICE_MESSAGES.durationTooShort } });
    const tooLong = await checkBody(serviceCreateSchema, {
      ...valid,
      duration: { hours: 12, minutes: 5 },
    });
    expect(tooLong).toMatchObject({ errors: { duration: SERVICE_MESSAGES.durationTooLong } });
    const free = await checkBody(serviceCreateSchema, { ...valid, price: 0 });
    expect(free).toMatchObject({ errors: { price: SERVICE_MESSAGES.pricePositive } });
    const fraction = await checkBody(serviceCreateSchema, { ...valid, price: 9.999 });
    expect(fraction).toMatchObject({ errors: { price: SERVICE_MESSAGES.priceCents } });
  });

  it('takes no picture: an image sent with the fields is refused (pictures are uploaded apart)', async () => {
    const answer = await checkBody(serviceCreateSchema, {
      ...valid,
      image: 'javascript:alert(1)',
    });
    expect(answer).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { image: 'validation.unknownField' },
    });
  });

  it('lets an update send any one field alone', async () => {
    expect(await checkBody(serviceUpdateSchema, { enabled: false })).toEqual({
      ok: true,
      value: { enabled: false },
    });
    expect(await checkBody(serviceUpdateSchema, {})).toMatchObject({ ok: true });
    const price = await checkBody(serviceUpdateSchema, { price: 0 });
    expect(price).toMatchObject({ errors: { price: SERVICE_MESSAGES.pricePositive } });
  });
});

describe('stored ↔ managed', () => {
  it('stores cents and total minutes, trims texts and drops blank languages; reads them back as sent', () => {
    const stored = newStoredService({
      ...EMPTY_SERVICE,
      name: { en: ' Colour ', it: '' },
      price: 65.5,
      duration: { hours: 1, minutes: 30 },
      options: [{ name: { en: 'Toner', it: 'Tonalizzante' }, price: 12.1 }],
      cancellationFee: 10,
    });
    expect(stored).toMatchObject({
      name: { en: 'Colour' },
      priceCents: 6550,
      durationMinutes: 90,
      active: true,
      options: [{ priceCents: 1210 }],
      cancellationFeeCents: 1000,
    });
    expect(stored.imageId).toBeNull();
    const managed = managedServiceOf({ _id: 'shop--colour', ...stored }, 'shop');
    expect(managed).toMatchObject({
      id: 'shop--colour',
      price: 65.5,
      duration: { hours: 1, minutes: 30 },
      enabled: true,
      cancellationFee: 10,
    });
    expect(formValuesOf(managed).name).toEqual({ en: 'Colour', it: '' });
  });

  it('reads an older document (plain-string name, no new fields) with the defaults', () => {
    const managed = managedServiceOf(
      {
        _id: 'shop--cut',
        name: 'Cut',
        category: 'hair',
        priceCents: 3500,
        durationMinutes: 60,
      },
      'shop',
    );
    expect(managed).toMatchObject({
      name: { en: 'Cut' },
      enabled: true,
      requiresConsultation: false,
      image: null,
      options: [],
      freeCancellationHours: 24,
    });
  });

  it("gives a stored picture's URLs under its shop, and none for an id the server never makes", () => {
    const base = {
      _id: 'a--b--cut',
      name: 'Cut',
      category: 'hair',
      priceCents: 1,
      durationMinutes: 5,
    };
    expect(managedServiceOf({ ...base, imageId: 'ab'.repeat(12) }, 'a--b').image).toEqual({
      thumb: `/api/shops/a--b/service-images/${'ab'.repeat(12)}-thumb.webp`,
      card: `/api/shops/a--b/service-images/${'ab'.repeat(12)}-card.webp`,
    });
    expect(managedServiceOf({ ...base, imageId: '../../etc' }, 'a--b').image).toBeNull();
  });

  it('sets only the fields an update sends (enabled ↔ active)', () => {
    expect(storedFieldsOf({ enabled: false })).toEqual({ active: false });
  });
});

describe('ids, order, deletion and limits', () => {
  it('makes ids `<shopId>--<slug>` and recognises only this shop’s ids', () => {
    expect(serviceIdFor('salone-aurora-roma', { en: "Women's Cut & Blow-dry" })).toBe(
      'salone-aurora-roma--women-s-cut-blow-dry',
    );
    expect(serviceIdFor('s', { it: 'Pedicure Estetico' }, 'a1b2c3')).toBe(
      's--pedicure-estetico-a1b2c3',
    );
    expect(isServiceIdOf('s', 's--cut')).toBe(true);
    expect(isServiceIdOf('s', 'other--cut')).toBe(false);
    expect(isServiceIdOf('s', 's--Cut')).toBe(false);
    expect(isServiceIdOf('s', { $gt: '' })).toBe(false);
  });

  it('accepts an order that names every service once, refuses anything else', () => {
    expect(checkServiceOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({
      ok: true,
      value: ['c', 'a', 'b'],
    });
    for (const requested of [
      ['a', 'b'],
      ['a', 'b', 'c', 'c'],
      ['a', 'b', 'd'],
      ['a', 'a', 'b'],
    ])
      expect(checkServiceOrder(['a', 'b', 'c'], requested)).toMatchObject({
        ok: false,
        code: 'SHOP_SERVICE_ORDER_MISMATCH',
      });
  });

  it('refuses deleting a service upcoming bookings use, naming how many', () => {
    expect(checkServiceDeletion(0).ok).toBe(true);
    expect(checkServiceDeletion(3)).toEqual({
      ok: false,
      code: 'SHOP_SERVICE_HAS_BOOKINGS',
      params: { count: 3 },
    });
  });

  it('caps the services of one shop', () => {
    expect(checkServiceRoom(SERVICE_LIMITS.perShop - 1).ok).toBe(true);
    expect(checkServiceRoom(SERVICE_LIMITS.perShop)).toMatchObject({
      ok: false,
      code: 'SHOP_SERVICE_LIMIT',
    });
  });

  it('names the fields a change touched for the audit trail', () => {
    const before = managedServiceOf(
      {
        _id: 's--cut',
        name: { en: 'Cut' },
        category: 'hair',
        priceCents: 3500,
        durationMinutes: 60,
      },
      's',
    );
    const after = { ...before, price: 40, enabled: false };
    expect(serviceChanges(before, after)).toEqual([
      { field: 'services.s--cut.price', before: 35, after: 40 },
      { field: 'services.s--cut.enabled', before: true, after: false },
    ]);
    expect(serviceChanges(null, after)).toEqual([
      { field: 'services.s--cut', before: null, after },
    ]);
  });
});

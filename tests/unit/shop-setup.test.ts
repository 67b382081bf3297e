import { describe, expect, it } from 'vitest';
import { weekHours } from '../../src/domain/opening-hours';
import { isShopPublic, shopSetupChecklist, type ShopSetupInput } from '../../src/domain/shop-setup';
import { closedWeek } from '../../src/domain/opening-hours';

/** The onboarding checklist: what a shop needs before customers may find and book it (issue 14). */
const complete: ShopSetupInput = {
  services: [{ active: true }],
  workingHours: weekHours(Array(7).fill(['09:00', '18:00'])),
  location: { address: 'Via Roma 1', latitude: 41.9, longitude: 12.5 },
  photos: ['/images/shop.jpg'],
};
const done = (input: ShopSetupInput) =>
  Object.fromEntries(shopSetupChecklist(input).items.map((item) => [item.id, item.done]));

describe('shopSetupChecklist', () => {
  it('is complete with an enabled service, an open day, a located address and a photo', () => {
    expect(shopSetupChecklist(complete)).toEqual({
      items: [
        { id: 'services', done: true },
        { id: 'hours', done: true },
        { id: 'address', done: true },
        { id: 'photo', done: true },
      ],
      doneCount: 4,
      total: 4,
      complete: true,
    });
  });

  it('counts only enabled services (absent `active` is enabled, as stored)', () => {
    expect(done({ ...complete, services: [] }).services).toBe(false);
    expect(done({ ...complete, services: [{ active: false }] }).services).toBe(false);
    expect(done({ ...complete, services: [{ active: false }, {}] }).services).toBe(true);
  });

  it('needs hours with at least one open day', () => {
    expect(done({ ...complete, workingHours: null }).hours).toBe(false);
    expect(done({ ...complete, workingHours: undefined }).hours).toBe(false);
    expect(done({ ...complete, workingHours: closedWeek() }).hours).toBe(false);
    const oneDay = { ...closedWeek(), friday: { isOpen: true, start: '10:00', end: '14:00' } };
    expect(done({ ...complete, workingHours: oneDay }).hours).toBe(true);
    // closed every weekday, open on an announced date
    const announced = { ...complete, workingHours: closedWeek() };
    expect(done({ ...announced, specialDates: [{ isClosed: true }] }).hours).toBe(false);
    expect(done({ ...announced, specialDates: [{ isClosed: false }] }).hours).toBe(true);
  });

  it('needs an address line and its coordinates', () => {
    expect(done({ ...complete, location: null }).address).toBe(false);
    expect(
      done({ ...complete, location: { address: '  ', latitude: 41.9, longitude: 12.5 } }).address,
    ).toBe(false);
    expect(
      done({ ...complete, location: { address: 'Via Roma 1', latitude: null, longitude: 12.5 } })
        .address,
    ).toBe(false);
    expect(
      done({ ...complete, location: { address: 'Via Roma 1', latitude: 0, longitude: 0 } }).address,
    ).toBe(true);
  });

  it('needs a photo', () => {
    expect(done({ ...complete, photos: [] }).photo).toBe(false);
    expect(done({ ...complete, photos: null }).photo).toBe(false);
    expect(done({ ...complete, photos: [''] }).photo).toBe(false);
  });

  it('counts what is done', () => {
    const list = shopSetupChecklist({ services: [], photos: [] });
    expect(list).toMatchObject({ doneCount: 0, total: 4, complete: false });
    expect(shopSetupChecklist({ ...complete, photos: [] })).toMatchObject({
      doneCount: 3,
      complete: false,
    });
  });
});

describe('isShopPublic', () => {
  it('is approved AND complete', () => {
    expect(isShopPublic({ ...complete, approvalStatus: 'approved' })).toBe(true);
    expect(isShopPublic({ ...complete, approvalStatus: 'pending' })).toBe(false);
    expect(isShopPublic({ ...complete, photos: [], approvalStatus: 'approved' })).toBe(false);
  });
});

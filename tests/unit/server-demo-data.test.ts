import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { buildDemoData } from '../../server/db/seed/demo-data';
import { generateShopImages, SHOP_IMAGE_DIR } from '../../server/db/seed/shop-images';
import { haversineKm } from '../../src/domain/geo';
import { hasAnyOpenDay } from '../../src/domain/opening-hours';
import { summarizeRatings } from '../../src/domain/ratings';
import { BUSINESS_TYPES, WEEKDAYS } from '../../src/domain/shop';

const CENTRES = {
  Roma: { latitude: 41.8986, longitude: 12.4769, radiusKm: 12, zip: /^001\d\d$/ },
  Milano: { latitude: 45.4642, longitude: 9.19, radiusKm: 7, zip: /^201\d\d$/ },
};
const CATEGORY = {
  salon: 'hair',
  barbershop: 'barber',
  spa: 'spa',
  nail_salon: 'nails',
  beauty_clinic: 'spa',
  massage: 'spa',
};

describe('demo data', () => {
  const data = buildDemoData();

  it('is deterministic', () => {
    expect(buildDemoData()).toEqual(data);
  });

  it('has 60+ shops, about half in each city, every business type well represented', () => {
    expect(data.shops.length).toBeGreaterThanOrEqual(60);
    const rome = data.shops.filter((s) => s.location.city === 'Roma').length;
    expect(Math.abs(rome - (data.shops.length - rome))).toBeLessThanOrEqual(4);
    for (const type of BUSINESS_TYPES)
      expect(data.shops.filter((s) => s.businessType === type).length, type).toBeGreaterThanOrEqual(
        8,
      );
    expect(new Set(data.shops.map((s) => s._id)).size).toBe(data.shops.length);
    expect(new Set(data.shops.map((s) => s.name)).size).toBe(data.shops.length);
  });

  it('places every shop in its city with the right postcode, category and time zone', () => {
    for (const shop of data.shops) {
      const centre = CENTRES[shop.location.city as keyof typeof CENTRES];
      expect(haversineKm(centre, shop.location), shop.name).toBeLessThan(centre.radiusKm);
      expect(shop.location.zipCode, shop.name).toMatch(centre.zip);
      expect(shop.location.address).toMatch(/^(Via|Viale|Corso|Ripa|Alzaia|Piazza) .+, \d+$/);
      expect(shop.category).toBe(CATEGORY[shop.businessType]);
      expect(shop.timeZone).toBe('Europe/Rome');
      expect(shop.approvalStatus).toBe('approved');
      const { rating, reviewCount } = summarizeRatings({
        1: shop.ratings.one,
        2: shop.ratings.two,
        3: shop.ratings.three,
        4: shop.ratings.four,
        5: shop.ratings.five,
      });
      expect(rating).toBeGreaterThanOrEqual(3.5);
      expect(rating).toBeLessThanOrEqual(5);
      expect(reviewCount).toBeGreaterThanOrEqual(18);
      expect(shop.photos.length).toBeGreaterThanOrEqual(3);
      expect(shop.photos.length).toBeLessThanOrEqual(6);
      expect(hasAnyOpenDay(shop.workingHours)).toBe(true);
    }
    // some shops close on Sundays and some on Mondays
    expect(data.shops.some((s) => !s.workingHours.sunday.isOpen)).toBe(true);
    expect(data.shops.some((s) => !s.workingHours.monday.isOpen)).toBe(true);
    expect(data.shops.some((s) => WEEKDAYS.every((d) => s.workingHours[d].isOpen))).toBe(true);
  });

  it('gives a few shops special dates in the coming weeks and some a named lunch break', () => {
    const today = new Date('2026-05-10T10:00:00Z');
    const shops = buildDemoData(today).shops;
    const withDates = shops.filter((s) => s.specialDates.length > 0);
    expect(withDates.length).toBeGreaterThanOrEqual(3);
    expect(withDates.length).toBeLessThan(shops.length / 2);
    for (const date of withDates.flatMap((s) => s.specialDates)) {
      const days = (Date.parse(date.date) - Date.parse('2026-05-10')) / 86_400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThanOrEqual(56);
      if (date.isClosed) expect(date.start).toBeNull();
      else expect(date.start! < date.end!).toBe(true);
    }
    // the dates move only once every four weeks, so re-seeding the next day rewrites nothing
    expect(buildDemoData(new Date('2026-05-11T10:00:00Z')).shops).toEqual(shops);
    const withBreaks = shops.filter((s) => s.breaks.length > 0);
    expect(withBreaks.length).toBeGreaterThanOrEqual(3);
    for (const shop of withBreaks)
      for (const day of shop.breaks[0]!.days) expect(shop.workingHours[day].isOpen).toBe(true);
  });

  it('prices services in whole cents with realistic durations', () => {
    for (const service of data.services) {
      expect(Number.isInteger(service.priceCents)).toBe(true);
      expect(service.priceCents).toBeGreaterThanOrEqual(500);
      expect(service.priceCents).toBeLessThan(30_000);
      expect(service.durationMinutes % 5).toBe(0);
      expect(service._id.startsWith(`${service.shopId}--`)).toBe(true);
    }
    for (const shop of data.shops)
      expect(data.services.filter((s) => s.shopId === shop._id).length).toBeGreaterThanOrEqual(5);
    expect(new Set(data.services.map((s) => s._id)).size).toBe(data.services.length);
  });

  it('has the three demo accounts, and the shop account owns a shop', () => {
    expect(data.users.map((u) => [u.email, u.role])).toEqual([
      ['customer@orabella.demo', 'customer'],
      ['shop@orabella.demo', 'shop'],
      ['admin@orabella.demo', 'admin'],
    ]);
    expect(data.shops.filter((s) => s.ownerId === 'user-demo-shop')).toHaveLength(1);
  });

  it('shop photos are generated, committed, current and small', () => {
    const images = generateShopImages();
    let total = 0;
    for (const [name, svg] of images) {
      const file = path.join(ROOT_DIR, SHOP_IMAGE_DIR, name);
      expect(
        fs.existsSync(file),
        `${name} missing: run npx tsx server/db/seed/shop-images.ts`,
      ).toBe(true);
      expect(
        fs.readFileSync(file, 'utf8'),
        `${name} is stale: run npx tsx server/db/seed/shop-images.ts`,
      ).toBe(svg);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      total += svg.length;
    }
    expect(total).toBeLessThan(150 * 1024);
    for (const photo of new Set(data.shops.flatMap((s) => s.photos))) {
      expect(images.has(photo.replace('/images/shops/', ''))).toBe(true);
    }
  });
});

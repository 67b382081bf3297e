import { describe, expect, it } from 'vitest';
import {
  computeSlots,
  shopToday,
  zonedInstant,
  type SlotRequest,
} from '../../src/domain/availability';
import type { AvailabilityShop, BookableService, TimeSlot } from '../../src/domain/booking';
import { weekHours, type DayWindow } from '../../src/domain/opening-hours';

// Time zones, DST days and minimum notice: "past" and "notice" compare real instants.
const SPRING = '2026-03-29'; // Europe/Rome: 02:00 → 03:00
const AUTUMN = '2026-10-25'; // Europe/Rome: 03:00 → 02:00
const everyDay = (window: DayWindow) => weekHours(Array.from({ length: 7 }, () => window));
const cut = (over: Partial<BookableService> = {}): BookableService => ({
  id: 'cut',
  shopId: 'shop-1',
  name: 'Cut',
  description: '',
  category: 'hair',
  durationMinutes: 60,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 0,
  maxAdvanceDays: 90,
  ...over,
});
const shop = (window: DayWindow, timeZone = 'Europe/Rome'): AvailabilityShop => ({
  id: 'shop-1',
  timeZone,
  workingHours: everyDay(window),
  specialDates: [],
  breaks: [],
  staff: [],
});
const slots = (request: Partial<SlotRequest> & Pick<SlotRequest, 'date' | 'now'>) =>
  computeSlots({ shop: shop(['09:00', '19:00']), services: [cut()], busy: [], ...request });
const at = (list: TimeSlot[], time: string) => list.find((s) => s.time === time);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zonedInstant', () => {
  it('maps shop wall clock to instants in winter and summer', () => {
    expect(iso(zonedInstant('2026-01-15', 9 * 60, 'Europe/Rome'))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', 9 * 60, 'Europe/Rome'))).toBe('2026-07-15T07:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', 9 * 60, 'America/New_York'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', 24 * 60, 'Europe/Rome'))).toBe(
      '2026-07-15T22:00:00.000Z',
    );
  });

  it('has no instant for the hour skipped in spring', () => {
    expect(iso(zonedInstant(SPRING, 90, 'Europe/Rome'))).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInstant(SPRING, 120, 'Europe/Rome')).toBeNull();
    expect(zonedInstant(SPRING, 150, 'Europe/Rome')).toBeNull();
    expect(iso(zonedInstant(SPRING, 180, 'Europe/Rome'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first occurrence of the hour repeated in autumn', () => {
    expect(iso(zonedInstant(AUTUMN, 120, 'Europe/Rome'))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(zonedInstant(AUTUMN, 150, 'Europe/Rome'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedInstant(AUTUMN, 180, 'Europe/Rome'))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('falls back to Europe/Rome for an unknown zone', () => {
    expect(iso(zonedInstant('2026-01-15', 540, 'Mars/Olympus'))).toBe('2026-01-15T08:00:00.000Z');
  });
});

describe('shopToday', () => {
  it('is the date in the shop’s zone, not UTC', () => {
    expect(shopToday(new Date('2026-06-01T22:30:00Z'), 'Europe/Rome')).toBe('2026-06-02');
    expect(shopToday(new Date('2026-06-01T22:30:00Z'), 'America/New_York')).toBe('2026-06-01');
  });
});

describe('a shop open all day on the DST days', () => {
  const allDay = shop(['00:00', '24:00']);
  const before = new Date('2026-03-20T12:00:00Z');

  it('leaves out the local times that do not exist in spring', () => {
    const list = slots({ shop: allDay, date: SPRING, now: before });
    const times = list.map((s) => s.time);
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:30');
    expect(times).toContain('01:30');
    expect(times).toContain('03:00');
    expect(list).toHaveLength(45);
    expect(list.every((s) => s.available)).toBe(true);
  });

  it('lists each wall-clock time once in autumn and judges it at its first occurrence', () => {
    const list = slots({ shop: allDay, date: AUTUMN, now: new Date('2026-10-20T12:00:00Z') });
    const times = list.map((s) => s.time);
    expect(times).toHaveLength(47);
    expect(new Set(times).size).toBe(47);
    // 00:15 UTC is 02:15 summer time, the first pass through 02:15: 02:00 (first occurrence) has begun
    const during = slots({ shop: allDay, date: AUTUMN, now: new Date('2026-10-25T00:15:00Z') });
    expect(at(during, '02:00')?.reason).toBe('past');
    expect(at(during, '02:30')?.available).toBe(true);
  });
});

describe('a 09:00–19:00 shop on the DST days', () => {
  it('offers the same wall-clock grid and compares with the day’s real offset', () => {
    // 07:00 UTC is 09:00 summer time on 29 March: the 09:00 slot starts exactly now
    const spring = slots({ date: SPRING, now: new Date('2026-03-29T07:00:00Z') });
    expect(spring).toHaveLength(19);
    expect(at(spring, '09:00')?.available).toBe(true);
    const springLater = slots({ date: SPRING, now: new Date('2026-03-29T07:01:00Z') });
    expect(at(springLater, '09:00')?.reason).toBe('past');
    expect(at(springLater, '09:30')?.available).toBe(true);

    // 08:00 UTC is 09:00 winter time on 25 October
    const autumn = slots({ date: AUTUMN, now: new Date('2026-10-25T08:00:00Z') });
    expect(autumn).toHaveLength(19);
    expect(at(autumn, '09:00')?.available).toBe(true);
    const autumnLater = slots({ date: AUTUMN, now: new Date('2026-10-25T08:01:00Z') });
    expect(at(autumnLater, '09:00')?.reason).toBe('past');
  });
});

describe('minimum notice', () => {
  // 11:00 on 3 June 2026 in Rome is 09:00 UTC; two hours' notice
  const request = { date: '2026-06-03', services: [cut({ minNoticeHours: 2 })] };

  it('allows a slot exactly at now + notice and refuses it a minute later', () => {
    const exactly = slots({ ...request, now: new Date('2026-06-03T07:00:00Z') });
    expect(at(exactly, '11:00')?.available).toBe(true);
    expect(at(exactly, '10:30')?.reason).toBe('notice');
    // starting exactly now is not past yet, but inside the notice
    expect(at(exactly, '09:00')?.reason).toBe('notice');
    const late = slots({ ...request, now: new Date('2026-06-03T07:01:00Z') });
    expect(at(late, '11:00')).toMatchObject({ available: false, reason: 'notice', staffIds: [] });
    expect(at(late, '11:30')?.available).toBe(true);
  });

  it('uses the longest notice of the chosen services', () => {
    const list = slots({
      date: '2026-06-03',
      services: [cut({ minNoticeHours: 1 }), cut({ id: 'wash', minNoticeHours: 3 })],
      now: new Date('2026-06-03T07:00:00Z'),
    });
    expect(list.find((s) => s.available)?.time).toBe('12:00');
  });

  it('reports past before notice before break', () => {
    const lunch: AvailabilityShop = {
      ...shop(['09:00', '19:00']),
      breaks: [{ name: 'Lunch', days: ['wednesday'], start: '13:00', end: '14:00' }],
    };
    // now 13:10 local, one hour notice
    const list = slots({
      shop: lunch,
      date: '2026-06-03',
      services: [cut({ minNoticeHours: 1 })],
      now: new Date('2026-06-03T11:10:00Z'),
    });
    expect(at(list, '13:00')?.reason).toBe('past');
    expect(at(list, '13:30')?.reason).toBe('notice');
    expect(at(list, '14:00')?.reason).toBe('notice');
    expect(at(list, '14:30')?.available).toBe(true);
  });
});

describe('other time zones', () => {
  it('reads the grid in the shop’s zone', () => {
    const newYork = shop(['09:00', '19:00'], 'America/New_York');
    const open = slots({
      shop: newYork,
      date: '2026-06-03',
      now: new Date('2026-06-03T13:00:00Z'),
    });
    expect(at(open, '09:00')?.available).toBe(true);
    const later = slots({
      shop: newYork,
      date: '2026-06-03',
      now: new Date('2026-06-03T13:01:00Z'),
    });
    expect(at(later, '09:00')?.reason).toBe('past');
  });
});

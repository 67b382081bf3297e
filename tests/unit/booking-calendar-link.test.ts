import { describe, expect, it } from 'vitest';
import { googleCalendarDate, googleCalendarUrl } from '@/domain/booking-calendar-link';

const booking = {
  serviceName: 'Haircut, Beard trim',
  shopName: 'Salone Bella',
  shopAddress: 'Via Roma 1, Milano',
  shopTimeZone: 'Europe/Rome',
  // 10:30–11:45 in Rome (summer time, UTC+2)
  startAt: '2026-06-10T08:30:00.000Z',
  endAt: '2026-06-10T09:45:00.000Z',
  reference: 'ORA-7K2M9Q',
  specialRequests: '',
};

function params(url: string) {
  return new URL(url).searchParams;
}

describe('googleCalendarUrl', () => {
  it('points at Google’s event template with the instants in UTC', () => {
    const url = googleCalendarUrl(booking);
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(url).get('action')).toBe('TEMPLATE');
    expect(params(url).get('dates')).toBe('20260610T083000Z/20260610T094500Z');
    expect(params(url).get('ctz')).toBe('Europe/Rome');
  });

  it('names the services and the shop, and locates the event at the shop', () => {
    const q = params(googleCalendarUrl(booking));
    expect(q.get('text')).toBe('Haircut, Beard trim — Salone Bella');
    expect(q.get('location')).toBe('Salone Bella, Via Roma 1, Milano');
    expect(q.get('details')).toBe('Booking reference ORA-7K2M9Q');
  });

  it('adds the special requests to the details and takes translated texts when given', () => {
    const withRequests = params(
      googleCalendarUrl({ ...booking, specialRequests: ' Quiet chair ' }),
    );
    expect(withRequests.get('details')).toBe('Booking reference ORA-7K2M9Q\nQuiet chair');
    const translated = params(
      googleCalendarUrl(booking, { title: 'Taglio — Salone Bella', details: 'Codice ORA-7K2M9Q' }),
    );
    expect(translated.get('text')).toBe('Taglio — Salone Bella');
    expect(translated.get('details')).toBe('Codice ORA-7K2M9Q');
  });

  it('encodes characters that would break the query', () => {
    const url = googleCalendarUrl({ ...booking, shopName: 'Nails & Co', serviceName: 'Gel #1' });
    expect(url).not.toContain('Nails & Co');
    expect(params(url).get('text')).toBe('Gel #1 — Nails & Co');
  });
});

describe('googleCalendarDate', () => {
  it('turns any ISO instant into YYYYMMDDTHHMMSSZ in UTC', () => {
    expect(googleCalendarDate('2026-10-25T01:30:00+02:00')).toBe('20261024T233000Z');
    expect(() => googleCalendarDate('not a date')).toThrow(RangeError);
  });
});

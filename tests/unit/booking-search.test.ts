import { describe, expect, it } from 'vitest';
import {
  bookingListQueryErrors,
  bookingSearchWindow,
  matchesBookingDetails,
  matchesBookingSearch,
  needsBookingDetails,
  searchableOf,
  type SearchableBooking,
} from '../../src/domain/booking-list';
import { noShowFeeCents } from '../../src/domain/booking-no-show';

const booking: SearchableBooking = searchableOf({
  reference: 'ORA-7K2M9Q',
  customerName: 'José Núñez',
  customerEmail: 'jose.nunez@example.com',
  customerPhone: '+39 333 123 4567',
  staffId: 'staff-marta',
  services: [
    {
      serviceId: 'svc-colour',
      name: 'Colour',
      names: { en: 'Colour', it: 'Colore' },
      durationMinutes: 90,
      priceCents: 6000,
    },
    { serviceId: 'svc-cut', name: 'Cut', durationMinutes: 30, priceCents: 2500 },
  ],
});

describe('the text search of the shop’s list', () => {
  it.each([
    ['jose', 'the name without accents'],
    ['NÚÑEZ', 'the name in capitals with accents'],
    ['jose nunez', 'every word'],
    ['nunez@example', 'the email'],
    ['ora-7k2m9q', 'the reference in lower case'],
    ['colore', 'a service name in Italian'],
    ['cut', 'the second service'],
    ['3331234567', 'the phone without spaces'],
    ['333-123', 'the phone with other punctuation'],
  ])('finds %s (%s)', (q) => {
    expect(matchesBookingSearch(booking, q)).toBe(true);
  });

  it.each([['maria'], ['jose rossi'], ['ORA-000000'], ['999 888'], ['manicure']])(
    'does not find %s',
    (q) => {
      expect(matchesBookingSearch(booking, q)).toBe(false);
    },
  );

  it('matches everything when empty or blank', () => {
    expect(matchesBookingSearch(booking, undefined)).toBe(true);
    expect(matchesBookingSearch(booking, '   ')).toBe(true);
  });

  it('filters by person and service along with the text', () => {
    expect(matchesBookingDetails(booking, { staffId: 'staff-marta', serviceId: 'svc-cut' })).toBe(
      true,
    );
    expect(matchesBookingDetails(booking, { staffId: 'staff-luca' })).toBe(false);
    expect(matchesBookingDetails(booking, { serviceId: 'svc-nails' })).toBe(false);
    expect(matchesBookingDetails(booking, { serviceId: 'svc-cut', q: 'rossi' })).toBe(false);
  });
});

describe('the window of a detail-filtered list', () => {
  it('is needed only for person, service or text filters', () => {
    expect(needsBookingDetails({ status: 'pending', startDate: '2026-01-01' })).toBe(false);
    expect(needsBookingDetails({ q: '  ' })).toBe(false);
    expect(needsBookingDetails({ q: 'ana' })).toBe(true);
    expect(needsBookingDetails({ staffId: 's' })).toBe(true);
    expect(needsBookingDetails({ serviceId: 's' })).toBe(true);
  });

  it('is 93 days around today, or from the end the query names', () => {
    expect(bookingSearchWindow({ q: 'a' }, '2026-06-15')).toEqual({
      startDate: '2026-04-30',
      endDate: '2026-07-31',
    });
    expect(bookingSearchWindow({ q: 'a', startDate: '2026-01-01' }, '2026-06-15')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-04-03',
    });
    expect(bookingSearchWindow({ q: 'a', endDate: '2026-04-03' }, '2026-06-15')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-04-03',
    });
  });

  it('refuses a longer range with a detail filter, and an inverted range always', () => {
    const long = { startDate: '2026-01-01', endDate: '2026-04-04' };
    expect(bookingListQueryErrors({ ...long, q: 'ana' })).toEqual({ endDate: 'validation.range' });
    expect(bookingListQueryErrors({ ...long, endDate: '2026-04-03', q: 'ana' })).toBeNull();
    expect(bookingListQueryErrors(long)).toBeNull();
    expect(bookingListQueryErrors({ startDate: '2026-02-01', endDate: '2026-01-01' })).toEqual({
      endDate: 'validation.range',
    });
  });
});

describe('the no-show fee', () => {
  it('is the policy’s fee on a no-show only, and none when the policy charges nothing', () => {
    expect(noShowFeeCents('no-show', 1500)).toBe(1500);
    expect(noShowFeeCents('no-show', 0)).toBeNull();
    expect(noShowFeeCents('no-show', undefined)).toBeNull();
    expect(noShowFeeCents('complete', 1500)).toBeNull();
  });
});

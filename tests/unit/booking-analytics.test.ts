import { describe, expect, it } from 'vitest';
import { bookingAnalyticsOf, type AnalyticsBooking } from '../../src/domain/booking-analytics';
import type { AvailabilityShop } from '../../src/domain/booking-types';
import { weekHours } from '../../src/domain/opening-hours';

const ROME = 'Europe/Rome';
// Monday to Saturday 09:00–18:00 with a lunch break 13:00–14:00 on weekdays; closed on Sunday
const shop: AvailabilityShop = {
  id: 'salone-aurora',
  timeZone: ROME,
  workingHours: weekHours([
    ['09:00', '18:00'],
    ['09:00', '18:00'],
    ['09:00', '18:00'],
    ['09:00', '18:00'],
    ['09:00', '18:00'],
    ['09:00', '18:00'],
    null,
  ]),
  specialDates: [],
  breaks: [
    {
      name: 'Lunch',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      start: '13:00',
      end: '14:00',
    },
  ],
  staff: [
    { id: 'anna', name: 'Anna', photo: null, serviceIds: [], workingHours: null },
    {
      id: 'marco',
      name: 'Marco',
      photo: null,
      serviceIds: [],
      workingHours: null,
      timeOff: [{ from: '2026-03-27', to: '2026-03-27' }],
    },
  ],
};

let seq = 0;
function booking(
  iso: string,
  minutes: number,
  status: string,
  staffId: string,
  date: string,
): AnalyticsBooking {
  seq += 1;
  const startAt = Date.parse(iso);
  return {
    id: `bk_${seq}`,
    date,
    startAt,
    endAt: startAt + minutes * 60_000,
    status,
    staffId,
    serviceIds: staffId === 'anna' ? ['svc-cut'] : ['svc-cut', 'svc-color'],
  };
}

describe('bookings analytics', () => {
  // Friday 27 to Sunday 29 March 2026: clocks go forward on the Sunday
  const bookings = [
    // Friday 10:00 CET
    booking('2026-03-27T09:00:00Z', 60, 'completed', 'anna', '2026-03-27'),
    booking('2026-03-27T13:00:00Z', 30, 'no-show', 'anna', '2026-03-27'),
    // Saturday 09:30 CET
    booking('2026-03-28T08:30:00Z', 90, 'completed', 'marco', '2026-03-28'),
    booking('2026-03-28T10:00:00Z', 45, 'cancelled', 'marco', '2026-03-28'),
    booking('2026-03-28T11:00:00Z', 45, 'rejected', 'anna', '2026-03-28'),
    // outside the range
    booking('2026-03-30T08:00:00Z', 60, 'completed', 'anna', '2026-03-30'),
  ];
  const result = bookingAnalyticsOf({
    shopId: shop.id,
    shop,
    period: 'custom',
    range: { from: '2026-03-27', to: '2026-03-29' },
    bookings,
    serviceNames: new Map([
      ['svc-cut', { en: 'Cut', it: 'Taglio' }],
      ['svc-color', { en: 'Colour' }],
    ]),
    language: 'it',
    now: 0,
  });

  it('counts by status, and by service, person, hour and weekday those that held their time', () => {
    expect(result.total).toBe(5);
    expect(result.booked).toBe(3);
    expect(result.byStatus.filter((s) => s.count > 0)).toEqual([
      { status: 'completed', count: 2 },
      { status: 'cancelled', count: 1 },
      { status: 'no-show', count: 1 },
      { status: 'rejected', count: 1 },
    ]);
    expect(result.byService).toEqual([
      { serviceId: 'svc-cut', name: 'Taglio', count: 3 },
      { serviceId: 'svc-color', name: 'Colour', count: 1 },
    ]);
    // local hours: 10, 14 (Friday) and 09 (Saturday)
    expect(result.byHour.filter((h) => h.count > 0)).toEqual([
      { hour: 9, count: 1 },
      { hour: 10, count: 1 },
      { hour: 14, count: 1 },
    ]);
    expect(result.byWeekday.map((d) => d.count)).toEqual([0, 0, 0, 0, 2, 1, 0]);
  });

  it('divides booked minutes by each person’s open minutes', () => {
    // Anna: Friday 8 h (9 h less lunch) + Saturday 9 h = 1,020 minutes; Marco is off on Friday: 540
    expect(result.byStaff).toEqual([
      {
        staffId: 'anna',
        name: 'Anna',
        bookings: 2,
        bookedMinutes: 90,
        openMinutes: 1020,
        utilisation: 8.8,
      },
      {
        staffId: 'marco',
        name: 'Marco',
        bookings: 1,
        bookedMinutes: 90,
        openMinutes: 540,
        utilisation: 16.7,
      },
    ]);
    expect(result.utilisation).toEqual({ bookedMinutes: 180, openMinutes: 1560, rate: 11.5 });
  });

  it('gives no-show and cancellation rates', () => {
    // 1 no-show of 3 that came due; 1 cancelled of 4 not rejected
    expect(result.noShowRate).toBe(33.3);
    expect(result.cancellationRate).toBe(25);
  });

  it('places a start on the shop’s clock on the day clocks go forward', () => {
    const sunday = bookingAnalyticsOf({
      shopId: shop.id,
      shop,
      period: 'today',
      range: { from: '2026-03-29', to: '2026-03-29' },
      // 08:00 UTC is 10:00 summer time
      bookings: [booking('2026-03-29T08:00:00Z', 30, 'confirmed', 'anna', '2026-03-29')],
      serviceNames: new Map(),
      language: 'en',
      now: 0,
    });
    expect(sunday.byHour[10]).toEqual({ hour: 10, count: 1 });
    // closed on Sundays: nothing open, no rate
    expect(sunday.utilisation).toEqual({ bookedMinutes: 30, openMinutes: 0, rate: null });
    expect(sunday.byService).toEqual([{ serviceId: 'svc-cut', name: 'svc-cut', count: 1 }]);
  });
});

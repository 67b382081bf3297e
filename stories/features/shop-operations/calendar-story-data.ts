import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AvailabilityShop, AvailableSlots, Booking } from '@/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { addDays, weekHours } from '@/domain/opening-hours';
import { calendarPlan, type ShopCalendarRange } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';
import { makeBooking, SAMPLE_SERVICES } from '../../design-system/support/booking-fixtures';

/**
 * Fixtures of the calendar's stories and component tests: a salon in Rome with three people, written out by
 * hand (no random data). The calendar endpoint answers any range from these, through src/domain's plan.
 */
export const CALENDAR_SHOP_ID = DEMO_OWNED_SHOP_ID;
const TIME_ZONE = 'Europe/Rome';
/** a Friday */
export const BUSY_DAY = '2026-06-12';
/** clocks go forward in Rome: 02:00 → 03:00 */
export const DST_DAY = '2026-03-29';

const open = ['09:00', '19:00'] as const;
export const CALENDAR_SHOP: AvailabilityShop = {
  id: CALENDAR_SHOP_ID,
  timeZone: TIME_ZONE,
  // Monday to Saturday 09:00–19:00, and Sunday 10:00–16:00 (the DST day is a Sunday)
  workingHours: weekHours([open, open, open, open, open, open, ['10:00', '16:00']]),
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
    { id: 'staff-marco', name: 'Marco', photo: null, serviceIds: [], workingHours: null },
    { id: 'staff-giulia', name: 'Giulia', photo: null, serviceIds: [], workingHours: null },
    {
      id: 'staff-sara',
      name: 'Sara',
      photo: null,
      serviceIds: [],
      // afternoons only
      workingHours: weekHours([
        ['14:00', '19:00'],
        ['14:00', '19:00'],
        ['14:00', '19:00'],
        ['14:00', '19:00'],
        ['14:00', '19:00'],
        null,
        null,
      ]),
    },
  ],
};

/** The calendar's columns: each person with the team's default colour. */
export const CALENDAR_STAFF = calendarPlan(CALENDAR_SHOP, BUSY_DAY, 1).staff;

const booked = (
  id: string,
  staffId: string,
  date: string,
  startTime: string,
  extra: Partial<Booking> = {},
): Booking =>
  makeBooking({
    id,
    reference: `ORA-${id.toUpperCase()}`,
    shopId: CALENDAR_SHOP_ID,
    shopTimeZone: TIME_ZONE,
    staffId,
    staffName: CALENDAR_SHOP.staff.find((s) => s.id === staffId)?.name ?? null,
    date,
    startTime,
    allowedActions: ['reschedule', 'cancel', 'check-in'],
    ...extra,
  });

/** A busy Friday: two overlapping bookings with Marco, Giulia's day, Sara's afternoon. */
export const BUSY_BOOKINGS: Booking[] = [
  booked('bk-1', 'staff-marco', BUSY_DAY, '09:00', { customerName: 'Giulia Rossi' }),
  booked('bk-2', 'staff-marco', BUSY_DAY, '10:00', {
    customerName: 'Marco Bruno',
    services: [SAMPLE_SERVICES[1]!],
    status: 'pending',
  }),
  booked('bk-3', 'staff-marco', BUSY_DAY, '10:30', {
    customerName: 'Sara Conti',
    status: 'checked-in',
  }),
  booked('bk-4', 'staff-giulia', BUSY_DAY, '11:00', {
    customerName: 'Luca Ferri',
    services: [SAMPLE_SERVICES[2]!],
  }),
  booked('bk-5', 'staff-giulia', BUSY_DAY, '15:30', {
    customerName: 'Anna Neri',
    status: 'cancelled',
  }),
  booked('bk-6', 'staff-sara', BUSY_DAY, '16:00', {
    customerName: 'Paolo Verdi',
    services: [SAMPLE_SERVICES[1]!],
  }),
  booked('bk-7', 'staff-giulia', addDays(BUSY_DAY, 1), '09:30', { customerName: 'Elena Gallo' }),
  booked('bk-8', 'staff-marco', addDays(BUSY_DAY, -3), '17:00', {
    customerName: 'Chiara Riva',
    status: 'completed',
  }),
];

export const BUSY_BLOCKS: ShopBlock[] = [
  {
    id: 'blk-1',
    shopId: CALENDAR_SHOP_ID,
    staffId: 'staff-giulia',
    date: BUSY_DAY,
    startTime: '17:00',
    endTime: '18:30',
    reason: 'Training',
    createdAt: '2026-06-01T08:00:00.000Z',
  },
];

/** The DST Sunday: bookings either side of noon, on the shop-local clock. */
export const DST_BOOKINGS: Booking[] = [
  booked('bk-dst-1', 'staff-marco', DST_DAY, '10:00', { customerName: 'Giulia Rossi' }),
  booked('bk-dst-2', 'staff-giulia', DST_DAY, '14:30', { customerName: 'Luca Ferri' }),
];

/** The range the server would answer for [start, start + days) over these bookings and blocks. */
export function calendarRangeOf(
  start: string,
  days: number,
  bookings: readonly Booking[],
  blocks: readonly ShopBlock[] = [],
): ShopCalendarRange {
  const end = addDays(start, days - 1);
  const within = (date: string) => date >= start && date <= end;
  return {
    shopId: CALENDAR_SHOP_ID,
    timeZone: TIME_ZONE,
    start,
    days,
    ...calendarPlan(CALENDAR_SHOP, start, days),
    bookings: bookings.filter((b) => within(b.date)),
    blocks: blocks.filter((b) => within(b.date)),
  };
}

export interface CalendarAnswers {
  bookings?: readonly Booking[];
  blocks?: readonly ShopBlock[];
  /** the calendar never answers, or fails */
  state?: 'loading' | 'error';
}

/** The calendar endpoint from fixtures, and the free times a move offers (every half hour 09:00–12:00). */
export function calendarHandlers({
  bookings = BUSY_BOOKINGS,
  blocks = BUSY_BLOCKS,
  state,
}: CalendarAnswers = {}): RequestHandler[] {
  return [
    http.get('/api/shops/:id/calendar', async ({ request }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return failure('INTERNAL');
      const url = new URL(request.url);
      const start = url.searchParams.get('start') ?? BUSY_DAY;
      const days = Number(url.searchParams.get('days') ?? '1');
      return HttpResponse.json({
        success: true,
        data: calendarRangeOf(start, days, bookings, blocks),
      });
    }),
    http.get('/api/bookings/available-slots', ({ request }) => {
      const url = new URL(request.url);
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
      const data: AvailableSlots = {
        shopId: CALENDAR_SHOP_ID,
        date: url.searchParams.get('date') ?? BUSY_DAY,
        timeZone: TIME_ZONE,
        serviceIds: (url.searchParams.get('serviceIds') ?? '').split(','),
        staffId: url.searchParams.get('staffId'),
        duration: 60,
        slots: times.map((time, i) => ({
          time,
          available: i !== 2,
          ...(i === 2 ? { reason: 'booked' as const } : {}),
          period: 'morning',
          staffIds: i === 2 ? [] : [url.searchParams.get('staffId') ?? 'staff-marco'],
        })),
      };
      return HttpResponse.json({ success: true, data });
    }),
  ];
}

/** Story parameters: the calendar's answers first, then the standard mocks. */
export const withCalendar = (answers?: CalendarAnswers) => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopOps: [...calendarHandlers(answers), ...(handlersByArea.shopOps ?? [])],
    },
  },
});

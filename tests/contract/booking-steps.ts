import { bookingInBothLanguages } from './content-steps';
import { bookingBody, dataOf, findSlots, isoDate, need, type Step } from './scenario-support';

/** The booking steps: slots, create, a lost race, lists, reschedule, calendar file, cancel. */
export const BOOKING_STEPS: Step[] = [
  {
    name: 'booking calendar',
    run: (call, ctx) =>
      call(
        'GET',
        `/api/bookings/calendar?shopId=${ctx.shopId}&serviceIds=${ctx.serviceId}&month=${isoDate(7).slice(0, 7)}`,
      ),
  },
  { name: 'free times', run: findSlots },
  {
    name: "free times at the spec's older path",
    run: (call, ctx) =>
      call(
        'GET',
        `/api/available-slots?shopId=${ctx.shopId}&serviceIds=${ctx.serviceId}&date=${isoDate(8)}`,
      ),
  },
  {
    name: 'free times without services',
    run: (call, ctx) =>
      call('GET', `/api/bookings/available-slots?shopId=${ctx.shopId}&date=${isoDate(8)}`),
  },
  {
    name: 'book without signing in',
    run: (call, ctx) => call('POST', '/api/bookings', { body: bookingBody(ctx) }),
  },
  {
    name: 'book with bad input',
    run: (call, ctx) => call('POST', '/api/bookings', { token: ctx.customerToken, body: {} }),
  },
  {
    name: 'book a free time',
    run: async (call, ctx) => {
      const answer = await call('POST', '/api/bookings', {
        token: ctx.customerToken,
        body: bookingBody(ctx),
      });
      const booking = dataOf<{ booking: { id: string; staffId: string | null } }>(answer).booking;
      ctx.bookingId = booking.id;
      ctx.staffId = booking.staffId;
      return answer;
    },
  },
  {
    name: 'book the same time with the same person as someone else',
    run: (call, ctx) =>
      call('POST', '/api/bookings', {
        token: ctx.otherToken,
        body: { ...bookingBody(ctx), staffId: ctx.staffId },
      }),
  },
  {
    name: 'my bookings',
    run: (call, ctx) => call('GET', '/api/bookings?scope=upcoming', { token: ctx.customerToken }),
  },
  {
    name: 'one booking',
    run: (call, ctx) => call('GET', `/api/bookings/${ctx.bookingId}`, { token: ctx.customerToken }),
  },
  { name: 'one booking in Italian and in English', run: bookingInBothLanguages },
  {
    name: "someone else's booking",
    run: (call, ctx) => call('GET', `/api/bookings/${ctx.bookingId}`, { token: ctx.otherToken }),
  },
  {
    name: 'reschedule',
    run: (call, ctx) => {
      const later = need(ctx.laterSlot, 'a second free slot');
      return call('PUT', `/api/bookings/${ctx.bookingId}`, {
        token: ctx.customerToken,
        body: { date: later.date, time: later.time },
      });
    },
  },
  {
    name: 'cancel',
    run: (call, ctx) =>
      call('DELETE', `/api/bookings/${ctx.bookingId}`, {
        token: ctx.customerToken,
        body: { reason: 'Plans changed' },
      }),
  },
  {
    name: 'calendar file of the cancelled booking',
    run: (call, ctx) =>
      call('GET', `/api/bookings/${ctx.bookingId}/calendar.ics`, { token: ctx.customerToken }),
  },
  {
    name: 'cancel again',
    run: (call, ctx) =>
      call('DELETE', `/api/bookings/${ctx.bookingId}`, {
        token: ctx.customerToken,
        body: { reason: 'Plans changed' },
      }),
  },
];

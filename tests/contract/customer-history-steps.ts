import { CUSTOMER_STATS_PERIODS } from '../../src/domain/customer-stats-types';
import type { QuickRebookProposal } from '../../src/domain/quick-rebook';
import { dataOf, need, type Step } from './scenario-support';

/**
 * The customer's analytics, appointment history and quick rebook (issue 17), after the booking steps: the demo
 * customer's cancelled booking (`ctx.bookingId`) is the one booked again. The booking a confirmation makes is
 * cancelled at the end, so the steps after these see the bookings they saw before.
 */

const rebookOf = (ctx: Record<string, unknown>) =>
  need(ctx.rebookProposal as QuickRebookProposal | undefined, 'a quick rebook proposal');

export const CUSTOMER_HISTORY_STEPS: Step[] = [
  ...CUSTOMER_STATS_PERIODS.map((period): Step => ({
    name: `my analytics over ${period}`,
    run: (call, ctx) =>
      call('GET', `/api/customer/stats?period=${period}`, { token: ctx.customerToken }),
    agree: (data) => {
      const stats = data as { period: string; trendUnit: string; trends: unknown[] };
      return { period: stats.period, trendUnit: stats.trendUnit, buckets: stats.trends.length };
    },
  })),
  {
    name: 'my analytics without a period (a month)',
    run: (call, ctx) => call('GET', '/api/customer/stats', { token: ctx.customerToken }),
    agree: (data) => (data as { period: string }).period,
  },
  {
    name: 'my analytics over an unknown period',
    run: (call, ctx) => call('GET', '/api/customer/stats?period=2W', { token: ctx.customerToken }),
  },
  { name: 'my analytics signed out', run: (call) => call('GET', '/api/customer/stats') },
  {
    name: 'my appointment history',
    run: (call, ctx) =>
      call('GET', '/api/customer/appointment-history?page=1&limit=5', {
        token: ctx.customerToken,
      }),
    agree: (data) => {
      const page = data as { page: number; limit: number };
      return { page: page.page, limit: page.limit };
    },
  },
  {
    name: 'my cancelled appointments in the last month',
    run: (call, ctx) =>
      call('GET', '/api/customer/appointment-history?status=cancelled&period=1M', {
        token: ctx.customerToken,
      }),
  },
  {
    name: 'my appointment history with a page too large',
    run: (call, ctx) =>
      call('GET', '/api/customer/appointment-history?limit=500', { token: ctx.customerToken }),
  },
  {
    name: 'quick rebook of my cancelled booking: a proposal',
    run: async (call, ctx) => {
      const answer = await call('POST', '/api/customer/quick-rebook', {
        token: ctx.customerToken,
        body: { bookingId: need(ctx.bookingId, 'a booking') },
      });
      ctx.rebookProposal = dataOf<{ proposal: QuickRebookProposal }>(answer).proposal;
      return answer;
    },
    agree: (data) => {
      const { proposal } = data as { proposal: QuickRebookProposal };
      return { sameProvider: proposal.sameProvider };
    },
  },
  {
    name: "quick rebook of someone else's booking",
    run: (call, ctx) =>
      call('POST', '/api/customer/quick-rebook', {
        token: ctx.otherToken,
        body: { bookingId: need(ctx.bookingId, 'a booking') },
      }),
  },
  {
    name: 'quick rebook confirming a time outside the window',
    run: (call, ctx) => {
      const proposal = rebookOf(ctx);
      return call('POST', '/api/customer/quick-rebook', {
        token: ctx.customerToken,
        body: {
          bookingId: proposal.bookingId,
          confirm: true,
          date: proposal.date,
          startTime: proposal.window === 'evening' ? '09:00' : '20:30',
        },
      });
    },
  },
  {
    name: 'quick rebook confirmed',
    run: async (call, ctx) => {
      const proposal = rebookOf(ctx);
      const answer = await call('POST', '/api/customer/quick-rebook', {
        token: ctx.customerToken,
        body: {
          bookingId: proposal.bookingId,
          confirm: true,
          date: proposal.date,
          startTime: proposal.startTime,
          staffId: proposal.staffId,
        },
      });
      ctx.rebookedId = dataOf<{ booking: { id: string } }>(answer).booking.id;
      return answer;
    },
    agree: (data) => (data as { booking: { status: string } }).booking.status !== undefined,
  },
  {
    name: 'quick rebook of a booking still to come',
    run: (call, ctx) =>
      call('POST', '/api/customer/quick-rebook', {
        token: ctx.customerToken,
        body: { bookingId: need(ctx.rebookedId as string | undefined, 'the rebooked booking') },
      }),
  },
  {
    name: 'quick rebook signed out',
    run: (call, ctx) =>
      call('POST', '/api/customer/quick-rebook', {
        body: { bookingId: need(ctx.bookingId, 'a booking') },
      }),
  },
  {
    name: 'quick rebook with bad input',
    run: (call, ctx) =>
      call('POST', '/api/customer/quick-rebook', {
        token: ctx.customerToken,
        body: { bookingId: 'not a booking', confirm: true },
      }),
  },
  {
    name: 'cancel the rebooked booking',
    run: (call, ctx) =>
      call(
        'DELETE',
        `/api/bookings/${need(ctx.rebookedId as string | undefined, 'the rebooked booking')}`,
        {
          token: ctx.customerToken,
        },
      ),
  },
];

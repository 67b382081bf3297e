import type { Booking } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import { customerStatsOf } from '../../../src/domain/customer-stats';
import { historyPageOf } from '../../../src/domain/customer-stats-history';
import { customerRanges } from '../../../src/domain/customer-stats-periods';
import type {
  AppointmentHistoryPage,
  AppointmentHistoryQuery,
  CustomerStats,
  CustomerStatsPeriod,
} from '../../../src/domain/customer-stats-types';
import type { QuickRebookInput, QuickRebookProposal } from '../../../src/domain/quick-rebook';
import type { Caller } from '../bookings/booking-context';
import { loadIndexed } from '../bookings/booking-index';
import { toBooking } from '../bookings/booking.mapper';
import {
  customerEntries,
  customerTodayOf,
  historyBookingsOf,
  ratingsOf,
  recordsIn,
} from './customer-history-source';
import { confirmRebook, proposeRebook, type QuickRebookDeps } from './quick-rebook';

export interface CustomerHistoryService {
  stats(userId: string, period: CustomerStatsPeriod, language: Locale): Promise<CustomerStats>;
  history(
    userId: string,
    query: AppointmentHistoryQuery,
    language: Locale,
  ): Promise<AppointmentHistoryPage>;
  proposeRebook(caller: Caller, input: QuickRebookInput): Promise<QuickRebookProposal>;
  confirmRebook(
    caller: Caller,
    input: QuickRebookInput & { date: string; startTime: string },
    idempotencyKey: string | undefined,
  ): Promise<Booking>;
}

/**
 * The customer's analytics, appointment history and quick rebook (spec 02 §7 "Customer area"; issue 17), from
 * the signed-in customer's own bookings only: the user id always comes from the session, and every read goes
 * through their own list document (customer-history-source.ts). The figures are src/domain's.
 */
export function createCustomerHistoryService(
  options: Omit<QuickRebookDeps, 'now'> & { now?: () => Date },
): CustomerHistoryService {
  const deps: QuickRebookDeps = { ...options, now: options.now ?? (() => new Date()) };
  return {
    async stats(userId, period, language) {
      const now = deps.now();
      const entries = await customerEntries(userId);
      const today = await customerTodayOf(entries, now);
      const { range, previousRange } = customerRanges(period, today);
      const records = await recordsIn(entries, { from: previousRange.from, to: range.to });
      const ratings = await ratingsOf(
        userId,
        records.filter((record) => record.date >= range.from),
      );
      return customerStatsOf({
        period,
        bookings: historyBookingsOf(records, ratings, language),
        entries,
        today,
        now,
      });
    },

    async history(userId, query, language) {
      const now = deps.now();
      const entries = await customerEntries(userId);
      const today = await customerTodayOf(entries, now);
      const page = historyPageOf(entries, query, now, today);
      const records = await loadIndexed(page.items);
      const ratings = await ratingsOf(userId, records);
      return {
        ...page,
        items: records.map((record) => ({
          ...toBooking(record, 'customer', now, language),
          rating: ratings.get(record._id) ?? null,
        })),
      };
    },

    proposeRebook: (caller, input) => proposeRebook(deps, caller, input),
    confirmRebook: (caller, input, key) => confirmRebook(deps, caller, input, key),
  };
}

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
import type { CustomerExportFormat } from '../../../src/domain/customer-stats-report';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/opening-hours';
import type { QuickRebookInput, QuickRebookProposal } from '../../../src/domain/quick-rebook';
import type { Caller } from '../bookings/booking-context';
import { loadIndexed } from '../bookings/booking-index';
import { toBooking } from '../bookings/booking.mapper';
import { customerStatsFile, type CustomerStatsFile } from './customer-stats-export';
import {
  customerEntries,
  customerTodayIn,
  customerZoneOf,
  historyBookingsOf,
  ratingsOf,
  recordsIn,
} from './customer-history-source';
import { confirmRebook, proposeRebook, type QuickRebookDeps } from './quick-rebook';

export interface CustomerHistoryService {
  stats(userId: string, period: CustomerStatsPeriod, language: Locale): Promise<CustomerStats>;
  /** the period's analytics as a CSV or PDF file in `language` */
  statsFile(
    userId: string,
    period: CustomerStatsPeriod,
    format: CustomerExportFormat,
    language: Locale,
  ): Promise<CustomerStatsFile>;
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

/** The period's figures from the customer's own bookings, and the zone their "today" is read in. */
async function statsOf(
  userId: string,
  period: CustomerStatsPeriod,
  language: Locale,
  now: Date,
): Promise<{ stats: CustomerStats; zone: string | null }> {
  const entries = await customerEntries(userId);
  const zone = await customerZoneOf(entries);
  const today = customerTodayIn(zone, now);
  const { range, previousRange } = customerRanges(period, today);
  const records = await recordsIn(entries, { from: previousRange.from, to: range.to });
  const ratings = await ratingsOf(
    userId,
    records.filter((record) => record.date >= range.from),
  );
  const stats = customerStatsOf({
    period,
    bookings: historyBookingsOf(records, ratings, language),
    entries,
    today,
    now,
  });
  return { stats, zone };
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
      return (await statsOf(userId, period, language, deps.now())).stats;
    },

    async statsFile(userId, period, format, language) {
      const now = deps.now();
      const { stats, zone } = await statsOf(userId, period, language, now);
      return customerStatsFile(stats, format, language, zone ?? DEFAULT_TIME_ZONE, now);
    },

    async history(userId, query, language) {
      const now = deps.now();
      const entries = await customerEntries(userId);
      const today = customerTodayIn(await customerZoneOf(entries), now);
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

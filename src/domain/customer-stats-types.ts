import * as yup from 'yup';
import type { Booking, BookingStatus, DayPeriod } from './booking';
import { LIMITS } from './limits';
import type { Weekday } from './shop';
import type { DateRange } from './shop-dashboard-figures';

/**
 * The customer's own analytics and appointment history (spec 02 §2.5 "Analytics", §3 "Analytics sample", §7
 * "GET /customer/stats", "GET /customer/appointment-history"; issue 17): the answers' types, the query schemas
 * and what a booking of the history carries. The rules are in customer-stats.ts and its neighbours.
 */

export const CUSTOMER_STATS_PERIODS = ['1M', '3M', '6M', '1Y'] as const;
export type CustomerStatsPeriod = (typeof CUSTOMER_STATS_PERIODS)[number];
export const DEFAULT_CUSTOMER_STATS_PERIOD: CustomerStatsPeriod = '1M';

/** How many calendar months each period looks back from today. */
export const PERIOD_MONTHS: Record<CustomerStatsPeriod, number> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
};

export const CUSTOMER_STATS_LIMITS = {
  topServices: 5,
  topShops: 3,
  /** appointment history page size: default and maximum */
  pageDefault: 10,
  pageMax: 50,
  pagesMax: 1000,
  /**
   * the bookings one answer reads in full (newest first): far above what a customer makes in two years, so it
   * bounds the work of an account that is not a person's without changing any real customer's figures
   */
  readMax: 2000,
} as const;

/** A booking as the analytics read it: the server's record and the mocks' store both give it (historyBookingOf). */
export interface CustomerHistoryBooking {
  id: string;
  shopId: string;
  shopName: string;
  /** the shop's address as booked: the top shops' location */
  shopAddress: string;
  /** shop-local YYYY-MM-DD and HH:MM: every calendar figure is on the shop's calendar */
  date: string;
  time: string;
  /** the shop's zone (the customer's "today" is read in the zone of the shop booked last) */
  timeZone: string;
  /** epoch ms */
  startAt: number;
  endAt: number;
  status: BookingStatus;
  priceCents: number;
  /** the cancellation or no-show fee recorded on it, cents */
  feeCents: number | null;
  /** its services, names in the caller's language */
  services: { id: string; name: string }[];
  /** the stars the customer gave this booking in a review, or null */
  rating: number | null;
}

/** What every booking of the customer contributes without being read in full (the server's list index entry). */
export interface CustomerBookingEntry {
  date: string;
  startAt: number;
  endAt: number;
  status: string;
}

export type TrendUnit = 'week' | 'month';

export interface CustomerTrendPoint {
  /** first and last date of the bucket (cut at the range's ends) */
  start: string;
  end: string;
  bookings: number;
  spentCents: number;
}

export interface CustomerTopService {
  id: string;
  name: string;
  count: number;
  /** share of all the period's booked services, percent with one decimal */
  percentage: number;
}

export interface CustomerTopShop {
  id: string;
  name: string;
  location: string;
  visits: number;
}

export interface CustomerInsights {
  mostActiveWeekday: Weekday | null;
  preferredTimeOfDay: DayPeriod | null;
  /** from the last completed visit ever (not only the period's) to today */
  daysSinceLastVisit: number | null;
  averagePerVisitCents: number | null;
  /** the period's month (YYYY-MM) with the most spent */
  highestMonth: { month: string; spentCents: number } | null;
}

/** GET /api/customer/stats → data */
export interface CustomerStats {
  period: CustomerStatsPeriod;
  /** shop-local dates, both inclusive: the period up to today, and the same number of days just before it */
  range: DateRange;
  previousRange: DateRange;
  /** the period's bookings that were not cancelled or rejected */
  totalBookings: number;
  /** completed bookings' prices plus recorded cancellation and no-show fees, cents */
  totalSpentCents: number;
  previous: { totalBookings: number; totalSpentCents: number };
  /** percent change against the previous period, one decimal; null when the previous figure is 0 */
  bookingsTrend: number | null;
  spendingTrend: number | null;
  /** completed bookings of the period */
  visits: number;
  /** average weeks between the period's visits (one decimal); null with fewer than two visit days */
  averageVisitFrequencyWeeks: number | null;
  /** the stars the customer gave the period's bookings, one decimal; null without reviews */
  averageRating: number | null;
  ratingsCount: number;
  trendUnit: TrendUnit;
  trends: CustomerTrendPoint[];
  topServices: CustomerTopService[];
  topShops: CustomerTopShop[];
  insights: CustomerInsights;
  /** bookings still ahead (any date), as the dashboard's badge counts them */
  upcomingCount: number;
}

/**
 * One appointment of the history: the booking as GET /api/bookings shows it to its customer, with the stars the
 * customer gave it (null without a review). Every one of them may be booked again (POST /api/customer/quick-rebook).
 */
export type AppointmentHistoryItem = Booking & { rating: number | null };

/** GET /api/customer/appointment-history → data */
export interface AppointmentHistoryPage {
  items: AppointmentHistoryItem[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

const optional = (schema: yup.StringSchema) =>
  schema.transform((value: unknown) => (value === '' ? undefined : value));

const periodParam = () =>
  optional(yup.string().max(LIMITS.token, 'validation.tooLong'))
    .oneOf([...CUSTOMER_STATS_PERIODS, undefined], 'validation.invalidType')
    .default(DEFAULT_CUSTOMER_STATS_PERIOD);

const pageParam = (max: number) =>
  yup
    .number()
    .typeError('validation.invalidType')
    .integer('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(max, 'validation.invalidType');

/** GET /api/customer/stats?period=1M|3M|6M|1Y (default 1M) */
export const customerStatsQuerySchema = yup.object({ period: periodParam() }).noUnknown();

export const HISTORY_STATUSES = ['completed', 'cancelled', 'no-show', 'rejected'] as const;

/**
 * GET /api/customer/appointment-history?page&limit&status&period: the bookings that are behind the customer
 * (not upcoming), newest first; `status` narrows to one outcome, `period` to the analytics' range.
 */
export const appointmentHistoryQuerySchema = yup
  .object({
    page: pageParam(CUSTOMER_STATS_LIMITS.pagesMax).default(1),
    limit: pageParam(CUSTOMER_STATS_LIMITS.pageMax).default(CUSTOMER_STATS_LIMITS.pageDefault),
    status: optional(yup.string().max(LIMITS.token, 'validation.tooLong')).oneOf(
      [...HISTORY_STATUSES, undefined],
      'validation.invalidType',
    ),
    period: optional(yup.string().max(LIMITS.token, 'validation.tooLong')).oneOf(
      [...CUSTOMER_STATS_PERIODS, undefined],
      'validation.invalidType',
    ),
  })
  .noUnknown();
export type AppointmentHistoryQuery = yup.InferType<typeof appointmentHistoryQuerySchema>;

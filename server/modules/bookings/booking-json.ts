import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import { bookingRuleContext } from '../../../src/domain/booking-record';
import { allowedActions, bookingPolicy } from '../../../src/domain/booking-status';
import type { Locale } from '../../../src/domain/constants';
import type { BookingRecord } from '../../models/booking.model';
import { toBooking } from './booking.mapper';

/**
 * A booking as the JSON text of its API view (`JSON.stringify(toBooking(...))`, byte for byte), with what does
 * not change kept as text. Building the view and serialising it was about a third of a booking list's CPU (20
 * bookings a page, 1,000 lists a second). Of the view, only `policy` and `allowedActions` depend on the time
 * (src/domain/booking-status.ts: deadlines and the start), so the text before and after them is kept per record,
 * viewer and language, and those two are computed afresh for every answer. A record in memory is never changed
 * in place (booking-index-store.ts replaces it), and its version and update time are checked as well, so the kept
 * text always belongs to the record it is served for. tests/unit/server-booking-json.test.ts compares the text
 * with the view's for every viewer, at times around each deadline.
 */

interface Parts {
  version: number;
  updatedAt: number;
  /** the JSON text before `,"policy":`, and after the `allowedActions` value; null: the view was not split */
  split: { head: string; tail: string } | null;
}

const parts = new WeakMap<BookingRecord, Map<string, Parts>>();

const timeOf = (value: Date | string): number => new Date(value).getTime();

/** The two time-dependent members, as they appear in the view's text. */
const timedJson = (view: Pick<Booking, 'policy' | 'allowedActions'>): string =>
  `,"policy":${JSON.stringify(view.policy)},"allowedActions":${JSON.stringify(view.allowedActions)}`;

function splitView(json: string, view: Booking): Parts['split'] {
  const timed = timedJson(view);
  const at = json.indexOf(timed);
  // a JSON string escapes its quotes, so only the members themselves can match; once, or nothing is kept
  if (at < 0 || json.indexOf(timed, at + 1) >= 0) return null;
  return { head: json.slice(0, at), tail: json.slice(at + timed.length) };
}

export function bookingJson(
  record: BookingRecord,
  viewer: BookingActorRole,
  now: Date,
  language: Locale = 'en',
): string {
  let byView = parts.get(record);
  if (!byView) parts.set(record, (byView = new Map()));
  const key = `${viewer}|${language}`;
  const kept = byView.get(key);
  const version = record.version ?? 0;
  const updatedAt = timeOf(record.updatedAt);
  if (kept?.split && kept.version === version && kept.updatedAt === updatedAt) {
    const context = bookingRuleContext(record, viewer, now);
    const timed = timedJson({
      policy: bookingPolicy(context),
      allowedActions: allowedActions(context),
    });
    return kept.split.head + timed + kept.split.tail;
  }
  const view = toBooking(record, viewer, now, language);
  const json = JSON.stringify(view);
  byView.set(key, { version, updatedAt, split: splitView(json, view) });
  return json;
}

/** `[a,b,…]` of already serialised values. */
export const jsonArray = (items: readonly string[]): string => `[${items.join(',')}]`;

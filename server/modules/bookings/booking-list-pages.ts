import {
  pageOfBookings,
  type BookingListPage,
  type BookingListQuery,
  type ListedBooking,
} from '../../../src/domain/booking-list';
import type { IndexedBooking } from './booking-index';

/**
 * A list's page of entries, kept per entries array and query. customerEntries and shopEntries (booking-index.ts)
 * give the same array while the index documents behind it are unchanged, and a page is a function of the listed
 * rows and the query (src/domain/booking-list.ts `pageOfBookings`); of a row, only `upcoming` depends on the time.
 * So a kept page is served while every entry's `upcoming` is what it was when the page was made (one pass over the
 * entries), instead of building, filtering and sorting every entry's row again for each request (about a fifth of
 * an owner's list).
 */

interface Kept {
  upcoming: Uint8Array;
  page: BookingListPage<IndexedBooking>;
}

/** pages kept per entries array, by query (a few: page numbers, scopes) */
const pages = new WeakMap<readonly IndexedBooking[], Map<string, Kept>>();
const PAGES_PER_ENTRIES = 8;

export function pageOfEntries(
  entries: readonly IndexedBooking[],
  query: BookingListQuery,
  listedOf: (entry: IndexedBooking) => ListedBooking,
  upcomingOf: (entry: IndexedBooking) => boolean,
): BookingListPage<IndexedBooking> {
  const upcoming = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i += 1) upcoming[i] = upcomingOf(entries[i]!) ? 1 : 0;
  let byQuery = pages.get(entries);
  if (!byQuery) pages.set(entries, (byQuery = new Map()));
  const key = JSON.stringify(query);
  const kept = byQuery.get(key);
  if (kept && kept.upcoming.every((flag, i) => flag === upcoming[i])) return kept.page;
  const page = pageOfBookings(entries, query, listedOf);
  byQuery.delete(key);
  if (byQuery.size >= PAGES_PER_ENTRIES) byQuery.delete(byQuery.keys().next().value as string);
  byQuery.set(key, { upcoming, page });
  return page;
}

import {
  isUpcoming,
  isUpcomingAt,
  splitIds,
  type BookingActorRole,
  type BookingStatus,
} from '../../../src/domain/booking';
import {
  bookingListQueryErrors,
  bookingSearchWindow,
  matchesBookingDetails,
  matchesBookingListQuery,
  needsBookingDetails,
  pageOfBookings,
  searchableOf,
  type BookingListQuery,
  type ListedBooking,
} from '../../../src/domain/booking-list';
import { isId } from '../../../src/domain/ids';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ShopModel } from '../../models/shop.model';
import type { CatalogSnapshot, ShopCatalog } from '../shops/shop-catalog';
import { actorFor, type Caller } from './booking-context';
import {
  customerEntries,
  loadIndexed,
  ownedShopIds,
  shopEntries,
  type IndexedBooking,
} from './booking-index';
import { pageOfEntries } from './booking-list-pages';

export interface VisibleBooking {
  record: BookingRecord;
  actor: BookingActorRole;
  shopOwnerId: string | null;
}

export async function shopOwnerOf(shopId: string): Promise<string | null> {
  const shop = await ShopModel.findById(shopId, { ownerId: 1 }).lean<{ ownerId?: string | null }>();
  return shop?.ownerId ?? null;
}

/**
 * A booking the caller may see: its customer, its shop's owner, or an admin. Anyone else gets the same 404 as for
 * an id that does not exist, so ids cannot be probed.
 */
export async function loadVisible(caller: Caller, id: string): Promise<VisibleBooking> {
  if (!isId('booking', id)) throw new ApiError('BOOKING_NOT_FOUND');
  const record = await BookingModel.findById(id).lean<BookingRecord>();
  if (!record) throw new ApiError('BOOKING_NOT_FOUND');
  const shopOwnerId = await shopOwnerOf(record.shopId);
  const actor = actorFor(caller, record, shopOwnerId);
  if (!actor) throw new ApiError('BOOKING_NOT_FOUND');
  return { record, actor, shopOwnerId };
}

export type ListQuery = BookingListQuery;

/** The actor a caller is in their own list (customer's own, owner's shops, admin all). */
export function listActor(caller: Caller): BookingActorRole {
  return caller.role === 'admin' ? 'admin' : caller.role === 'shop' ? 'shop' : 'customer';
}

/** Each owner's approved shops in a catalog snapshot, built once per snapshot (not a catalog scan per list). */
const ownedBySnapshot = new WeakMap<CatalogSnapshot, Map<string, string[]>>();
function shopsByOwner(snapshot: CatalogSnapshot): Map<string, string[]> {
  let byOwner = ownedBySnapshot.get(snapshot);
  if (!byOwner) {
    byOwner = new Map();
    for (const entry of snapshot.entries) {
      if (!entry.ownerId) continue;
      const ids = byOwner.get(entry.ownerId);
      if (ids) ids.push(entry.shop.id);
      else byOwner.set(entry.ownerId, [entry.shop.id]);
    }
    ownedBySnapshot.set(snapshot, byOwner);
  }
  return byOwner;
}

/**
 * GET /api/bookings: the caller's bookings, read through the index documents (booking-index.ts: a customer's
 * one document, the month documents of an owner's shops) so no request filters the bookings collection; only the
 * page's bookings are loaded, by `_id`. The spec 02 §4 scopes and the order are applied here: upcoming = active
 * and not ended, soonest first; past = the rest, newest first.
 */
export async function listBookings(
  caller: Caller,
  query: ListQuery,
  now: Date,
  catalog: Pick<ShopCatalog, 'current'>,
): Promise<{ records: BookingRecord[]; total: number; page: number; limit: number }> {
  const errors = bookingListQueryErrors(query);
  if (errors) throw ApiError.invalidQuery(errors);
  const detailed = needsBookingDetails(query);
  // person, service and text filters read the bookings themselves, so they look at a bounded window
  if (detailed) query = { ...query, ...bookingSearchWindow(query, now.toISOString().slice(0, 10)) };
  const statuses = splitIds(query.status);
  const range = { from: query.startDate, to: query.endDate };

  // shared arrays (the same while their index documents are unchanged): read, never changed
  let entries: readonly IndexedBooking[];
  if (caller.role === 'customer') entries = await customerEntries(caller.userId);
  else if (caller.role === 'shop') {
    const owned = shopsByOwner(await catalog.current()).get(caller.userId) ?? [];
    const shops = await ownedShopIds(caller.userId, owned);
    entries = await shopEntries(
      query.shopId ? shops.filter((id) => id === query.shopId) : shops,
      range,
    );
  } else if (query.shopId) entries = await shopEntries([query.shopId], range);
  else return adminListAll(query, statuses, now);

  const nowMs = now.getTime();
  // the only part of a listed row that depends on the time (booking-list-pages.ts relies on it)
  const upcomingOf = (entry: IndexedBooking) => isUpcomingAt(entry.status, entry.endAt, nowMs);
  const listedOf = (entry: IndexedBooking) => ({
    status: entry.status,
    date: entry.date,
    shopId: entry.shopId,
    startAt: entry.startAt,
    upcoming: upcomingOf(entry),
  });
  if (detailed) return detailedPage(entries, query, now, listedOf);
  const listed = pageOfEntries(entries, query, listedOf, upcomingOf);
  const records = await loadIndexed(listed.items);
  return { records, total: listed.total, page: listed.page, limit: listed.limit };
}

/**
 * A list filtered by person, service or text: the window's entries that pass the index's filters are loaded
 * (from memory when warm, else by `_id`), then filtered on what the bookings hold, then paged.
 */
async function detailedPage(
  entries: readonly IndexedBooking[],
  query: ListQuery,
  now: Date,
  listedOf: (entry: IndexedBooking) => ListedBooking,
): Promise<{ records: BookingRecord[]; total: number; page: number; limit: number }> {
  const candidates = entries.filter((entry) => matchesBookingListQuery(listedOf(entry), query));
  const records = (await loadIndexed(candidates)).filter((record) =>
    matchesBookingDetails(searchableOf(record), query),
  );
  const listed = pageOfBookings(records, query, (record) => listedRecord(record, now));
  return { records: listed.items, total: listed.total, page: listed.page, limit: listed.limit };
}

function listedRecord(record: BookingRecord, now: Date): ListedBooking {
  return {
    status: record.status,
    date: record.date,
    shopId: record.shopId,
    startAt: new Date(record.startAt).getTime(),
    upcoming: isUpcoming(
      { status: record.status, endAt: new Date(record.endAt).toISOString() },
      now,
    ),
  };
}

/**
 * An admin's list without a shop: every booking, which is a listing of the whole collection by nature (admin
 * only, never on a customer's or a shop's path); filters go to the query for MongoDB's sake.
 */
async function adminListAll(
  query: ListQuery,
  statuses: string[],
  now: Date,
): Promise<{ records: BookingRecord[]; total: number; page: number; limit: number }> {
  const filter: Record<string, unknown> = {};
  if (statuses.length > 0) filter.status = { $in: statuses as BookingStatus[] };
  if (query.startDate || query.endDate)
    filter.date = {
      ...(query.startDate ? { $gte: query.startDate } : {}),
      ...(query.endDate ? { $lte: query.endDate } : {}),
    };
  const all = (await BookingModel.find(filter).lean<BookingRecord[]>()).filter((record) =>
    matchesBookingDetails(searchableOf(record), query),
  );
  const listed = pageOfBookings(all, query, (record) => listedRecord(record, now));
  return { records: listed.items, total: listed.total, page: listed.page, limit: listed.limit };
}

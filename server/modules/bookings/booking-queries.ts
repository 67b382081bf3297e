import {
  BOOKING_STATUSES,
  BOOKINGS_PAGE_LIMIT_MAX,
  isUpcoming,
  splitIds,
  type BookingActorRole,
  type BookingStatus,
} from '../../../src/domain/booking';
import { isId } from '../../../src/domain/ids';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ShopModel } from '../../models/shop.model';
import type { ShopCatalog } from '../shops/shop-catalog';
import { actorFor, type Caller } from './booking-context';
import {
  customerBookings,
  loadIndexed,
  ownedShopIds,
  shopBookings,
  type IndexedBooking,
} from './booking-index';

const DEFAULT_LIMIT = 20;

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

export interface ListQuery {
  status?: string;
  startDate?: string;
  endDate?: string;
  shopId?: string;
  scope?: string;
  page?: string;
  limit?: string;
}

/** The actor a caller is in their own list (customer's own, owner's shops, admin all). */
export function listActor(caller: Caller): BookingActorRole {
  return caller.role === 'admin' ? 'admin' : caller.role === 'shop' ? 'shop' : 'customer';
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
  const statuses = splitIds(query.status);
  const unknown = statuses.filter((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw ApiError.invalidQuery({
      status: 'validation.invalidType',
    });
  const limit = Math.min(Number(query.limit ?? DEFAULT_LIMIT), BOOKINGS_PAGE_LIMIT_MAX);
  const page = Number(query.page ?? 1);
  const range = { from: query.startDate, to: query.endDate };

  let entries: IndexedBooking[];
  if (caller.role === 'customer') entries = await customerBookings(caller.userId);
  else if (caller.role === 'shop') {
    const owned = (await catalog.current()).entries
      .filter((entry) => entry.ownerId === caller.userId)
      .map((entry) => entry.shop.id);
    const shops = await ownedShopIds(caller.userId, owned);
    entries = await shopBookings(
      query.shopId ? shops.filter((id) => id === query.shopId) : shops,
      range,
    );
  } else if (query.shopId) entries = await shopBookings([query.shopId], range);
  else return adminListAll(query, statuses, now, page, limit);

  const upcoming = (entry: IndexedBooking) =>
    isUpcoming(
      { status: entry.status as BookingStatus, endAt: new Date(entry.endAt).toISOString() },
      now,
    );
  const kept = entries.filter(
    (entry) =>
      (statuses.length === 0 || statuses.includes(entry.status)) &&
      (!query.shopId || entry.shopId === query.shopId) &&
      (!query.startDate || entry.date >= query.startDate) &&
      (!query.endDate || entry.date <= query.endDate),
  );
  const scoped =
    query.scope === 'upcoming'
      ? kept.filter(upcoming).sort((a, b) => a.startAt - b.startAt)
      : query.scope === 'past'
        ? kept.filter((e) => !upcoming(e)).sort((a, b) => b.startAt - a.startAt)
        : kept.sort((a, b) => b.startAt - a.startAt);
  const records = await loadIndexed(scoped.slice((page - 1) * limit, page * limit));
  return { records, total: scoped.length, page, limit };
}

/**
 * An admin's list without a shop: every booking, which is a listing of the whole collection by nature (admin
 * only, never on a customer's or a shop's path); filters go to the query for MongoDB's sake.
 */
async function adminListAll(
  query: ListQuery,
  statuses: string[],
  now: Date,
  page: number,
  limit: number,
): Promise<{ records: BookingRecord[]; total: number; page: number; limit: number }> {
  const filter: Record<string, unknown> = {};
  if (statuses.length > 0) filter.status = { $in: statuses as BookingStatus[] };
  if (query.startDate || query.endDate)
    filter.date = {
      ...(query.startDate ? { $gte: query.startDate } : {}),
      ...(query.endDate ? { $lte: query.endDate } : {}),
    };
  const all = await BookingModel.find(filter).lean<BookingRecord[]>();
  const upcoming = (record: BookingRecord) =>
    isUpcoming({ status: record.status, endAt: new Date(record.endAt).toISOString() }, now);
  const start = (record: BookingRecord) => new Date(record.startAt).getTime();
  const scoped =
    query.scope === 'upcoming'
      ? all.filter(upcoming).sort((a, b) => start(a) - start(b))
      : query.scope === 'past'
        ? all.filter((r) => !upcoming(r)).sort((a, b) => start(b) - start(a))
        : all.sort((a, b) => start(b) - start(a));
  return {
    records: scoped.slice((page - 1) * limit, page * limit),
    total: scoped.length,
    page,
    limit,
  };
}

import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BOOKINGS_PAGE_LIMIT_MAX,
  isUpcoming,
  splitIds,
  type BookingActorRole,
  type BookingStatus,
} from '../../../src/domain/booking';
import { ApiError } from '../../http/api-error';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ShopModel } from '../../models/shop.model';
import { actorFor, type Caller } from './booking-context';

const BOOKING_ID = /^bk_[\w-]{1,40}$/;
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
  if (!BOOKING_ID.test(id)) throw ApiError.notFound(BOOKING_MESSAGES.notFound);
  const record = await BookingModel.findById(id).lean<BookingRecord>();
  if (!record) throw ApiError.notFound(BOOKING_MESSAGES.notFound);
  const shopOwnerId = await shopOwnerOf(record.shopId);
  const actor = actorFor(caller, record, shopOwnerId);
  if (!actor) throw ApiError.notFound(BOOKING_MESSAGES.notFound);
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
 * GET /api/bookings: the caller's bookings. Filters are pushed to the query (MongoDB uses the customerId/shopId
 * indexes; FerretDB scans, fine at this volumes); the spec 02 §4 scopes and the order are applied here:
 * upcoming = active and not ended, soonest first; past = the rest, newest first.
 */
export async function listBookings(
  caller: Caller,
  query: ListQuery,
  now: Date,
): Promise<{ records: BookingRecord[]; total: number; page: number; limit: number }> {
  const statuses = splitIds(query.status);
  const unknown = statuses.filter((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw ApiError.badRequest('Invalid query parameter: status', {
      status: 'validation.invalidType',
    });
  const filter: Record<string, unknown> = {};
  if (caller.role === 'customer') filter.customerId = caller.userId;
  if (caller.role === 'shop') {
    const owned = (
      await ShopModel.find({ ownerId: caller.userId }, { _id: 1 }).lean<{ _id: string }[]>()
    ).map((shop) => shop._id);
    const shops = query.shopId ? owned.filter((id) => id === query.shopId) : owned;
    filter.shopId = { $in: shops };
  } else if (query.shopId) filter.shopId = query.shopId;
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
  const limit = Math.min(Number(query.limit ?? DEFAULT_LIMIT), BOOKINGS_PAGE_LIMIT_MAX);
  const page = Number(query.page ?? 1);
  return {
    records: scoped.slice((page - 1) * limit, page * limit),
    total: scoped.length,
    page,
    limit,
  };
}

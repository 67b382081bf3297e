import {
  computeCalendar,
  computeSlots,
  lastBookableDate,
  shopToday,
} from '../../../src/domain/availability';
import {
  bookingTotals,
  splitIds,
  type AvailabilityCalendar,
  type AvailableSlots,
  type BookableService,
} from '../../../src/domain/booking';
import { chooseServices, staffRefusal } from '../../../src/domain/booking-placement';
import { addDays } from '../../../src/domain/opening-hours';
import { ApiError } from '../../http/api-error';
import { decided, refusalError } from '../../http/refusal';
import type { CatalogEntry } from '../shops/shop.mapper';
import { servicesOf } from './booking-changes';
import type { BookingDeps, Caller } from './booking-context';
import { loadVisible } from './booking-queries';
import { busyByDates, busyOn } from './day-sheets';
import { claimedByPendingIntents } from './interrupted-intents';

interface AvailabilityQuery {
  shopId: string;
  serviceId?: string;
  serviceIds?: string;
  staffId?: string;
}

/** A real calendar date (the schema's pattern lets 2026-02-31 through). */
function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCMonth() === m - 1 && value.getUTCDate() === d;
}

/**
 * The shop (from the in-memory catalog: approved shops only) and the chosen services with their booking
 * settings; a slots request reads no shop or service documents.
 */
async function resolve(
  deps: BookingDeps,
  query: AvailabilityQuery,
): Promise<{ entry: CatalogEntry; services: BookableService[]; staffId: string | null }> {
  const entry = await deps.catalog.get(query.shopId);
  if (!entry) throw new ApiError('SHOP_NOT_FOUND');
  const ids = [
    ...new Set(query.serviceIds ? splitIds(query.serviceIds) : splitIds(query.serviceId)),
  ];
  if (ids.length === 0)
    throw ApiError.invalidQuery({
      serviceIds: 'validation.required',
    });
  const services = decided(
    chooseServices(ids, (id) => entry.bookableServices.find((s) => s.id === id)),
  );
  const staffId = query.staffId ?? null;
  const staffProblem = staffRefusal(entry.availability, staffId, ids);
  if (staffProblem) throw refusalError(staffProblem);
  return { entry, services, staffId };
}

/**
 * A day's grid for these services with what is free: taken cells from the day sheet (without `ignoring`'s own),
 * plus the cells an unfinished write of another process claimed (the sheets may not show them yet).
 */
async function dayGrid(
  deps: BookingDeps,
  entry: CatalogEntry,
  choice: { services: BookableService[]; staffId: string | null; date: string },
  ignoring?: string,
): Promise<AvailableSlots> {
  const { services, staffId, date } = choice;
  const pending = await claimedByPendingIntents(entry.shop.id, [date]);
  const busy = [...(await busyOn(entry.shop.id, date, ignoring)), ...(pending.get(date) ?? [])];
  return {
    shopId: entry.shop.id,
    date,
    timeZone: entry.availability.timeZone,
    serviceIds: services.map((s) => s.id),
    staffId,
    duration: bookingTotals(services).durationMinutes,
    slots: computeSlots({
      shop: entry.availability,
      services,
      date,
      staffId,
      busy,
      now: deps.now(),
    }),
  };
}

/** GET /api/bookings/available-slots: the day's grid with what is free (taken cells from the day sheet). */
export async function availableSlots(
  deps: BookingDeps,
  query: AvailabilityQuery & { date: string },
): Promise<AvailableSlots> {
  if (!isRealDate(query.date)) throw ApiError.invalidQuery({ date: 'validation.invalidType' });
  const { entry, services, staffId } = await resolve(deps, query);
  return dayGrid(deps, entry, { services, staffId, date: query.date });
}

/**
 * GET /api/bookings/{id}/available-slots: where a move of this booking may go (for whoever may see it: its
 * customer, its shop's owner, an admin; anyone else 404). Its own cells count as free for it, as the
 * reschedule's claim holds them (booking-claim-flow `held`), so a time overlapping its current one is offered.
 */
export async function moveSlots(
  deps: BookingDeps,
  caller: Caller,
  id: string,
  query: { date: string; staffId?: string },
): Promise<AvailableSlots> {
  if (!isRealDate(query.date)) throw ApiError.invalidQuery({ date: 'validation.invalidType' });
  const { record } = await loadVisible(caller, id);
  const entry = await deps.catalog.get(record.shopId);
  if (!entry) throw new ApiError('SHOP_NOT_FOUND');
  const services = await servicesOf(record);
  const staffId = query.staffId ?? null;
  const staffProblem = staffRefusal(
    entry.availability,
    staffId,
    services.map((s) => s.id),
  );
  if (staffProblem) throw refusalError(staffProblem);
  return dayGrid(deps, entry, { services, staffId, date: query.date }, record._id);
}

/** GET /api/bookings/calendar: the 42-cell month; months before this one or past the horizon are refused. */
export async function availabilityCalendar(
  deps: BookingDeps,
  query: AvailabilityQuery & { month: string },
): Promise<AvailabilityCalendar> {
  const { entry, services, staffId } = await resolve(deps, query);
  const now = deps.now();
  const timeZone = entry.availability.timeZone;
  const today = shopToday(now, timeZone);
  const maxDate = lastBookableDate(today, services);
  if (query.month < today.slice(0, 7) || query.month > maxDate.slice(0, 7))
    throw ApiError.invalidQuery({
      month: 'booking.monthOutOfRange',
    });
  // only the month's dates that can have free slots need their sheet
  const dates: string[] = [];
  for (
    let date = `${query.month}-01` < today ? today : `${query.month}-01`;
    date.startsWith(query.month) && date <= maxDate;
    date = addDays(date, 1)
  )
    dates.push(date);
  const busyByDate = await busyByDates(entry.shop.id, dates);
  for (const [date, claimed] of await claimedByPendingIntents(entry.shop.id, dates))
    busyByDate.set(date, [...(busyByDate.get(date) ?? []), ...claimed]);
  return {
    shopId: entry.shop.id,
    month: query.month,
    timeZone,
    today,
    maxDate,
    days: computeCalendar({
      shop: entry.availability,
      services,
      staffId,
      now,
      month: query.month,
      busyByDate,
    }),
  };
}

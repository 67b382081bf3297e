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
import type { BookingDeps } from './booking-context';
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

/** GET /api/bookings/available-slots: the day's grid with what is free (taken cells from the day sheet). */
export async function availableSlots(
  deps: BookingDeps,
  query: AvailabilityQuery & { date: string },
): Promise<AvailableSlots> {
  if (!isRealDate(query.date)) throw ApiError.invalidQuery({ date: 'validation.invalidType' });
  const { entry, services, staffId } = await resolve(deps, query);
  // plus the cells an unfinished write of another process claimed (the sheets may not show them yet)
  const pending = await claimedByPendingIntents(entry.shop.id, [query.date]);
  const busy = [...(await busyOn(entry.shop.id, query.date)), ...(pending.get(query.date) ?? [])];
  const slots = computeSlots({
    shop: entry.availability,
    services,
    date: query.date,
    staffId,
    busy,
    now: deps.now(),
  });
  return {
    shopId: entry.shop.id,
    date: query.date,
    timeZone: entry.availability.timeZone,
    serviceIds: services.map((s) => s.id),
    staffId,
    duration: bookingTotals(services).durationMinutes,
    slots,
  };
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

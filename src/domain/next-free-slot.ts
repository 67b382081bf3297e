import { computeSlots, shopToday, zonedInstant } from './availability';
import type { AvailabilityShop, BookableService, BusyInterval } from './booking';
import { addDays, parseTime, validTimeZone } from './opening-hours';
import { AVAILABILITY_DAYS } from './search';
import type { SearchableShop } from './shop-filters';

/**
 * A shop's next free bookable time (search.ts RULES, `hasAvailability` and the `next_available` sort). Pure: the
 * server (over its day sheets, memoised per shop: server/modules/search/next-free.ts), the mocks and the property
 * test's reference use it.
 *
 * The rule: take the shop's shortest service bookable online (ties: the shorter notice, then id); the next free time
 * is the first available slot of that service (src/domain/availability.ts `computeSlots`: opening hours, special
 * dates, breaks, staff, notice, the booking horizon and the taken cells) on a shop-local date from today through
 * today + AVAILABILITY_DAYS. None (no such service, no hours, everything taken) → null.
 */

export interface NextFreeInput {
  shop: AvailabilityShop;
  /** the shop's active services with their booking settings */
  services: readonly BookableService[];
  now: Date;
  /** the taken cells of one shop-local date */
  busyOn: (date: string) => readonly BusyInterval[];
}

export interface NextFree {
  /** the instant (epoch ms) of the next free slot, null when there is none in the window */
  at: number | null;
  /**
   * Until when (epoch ms) this answer holds if no booking changes: the slot's notice deadline when there is one
   * (then it can no longer be booked), else the shop's next local midnight (a new date enters the window).
   */
  validUntil: number;
}

/** The service whose slots decide (shortest first); null when nothing is bookable online. */
export function decidingService(services: readonly BookableService[]): BookableService | null {
  let best: BookableService | null = null;
  for (const s of services) {
    if (!s.bookable) continue;
    if (
      !best ||
      s.durationMinutes < best.durationMinutes ||
      (s.durationMinutes === best.durationMinutes &&
        (s.minNoticeHours < best.minNoticeHours ||
          (s.minNoticeHours === best.minNoticeHours && s.id < best.id)))
    )
      best = s;
  }
  return best;
}

export function nextFreeSlot(input: NextFreeInput): NextFree {
  const timeZone = validTimeZone(input.shop.timeZone);
  const today = shopToday(input.now, timeZone);
  const nowMs = input.now.getTime();
  const midnight = zonedInstant(addDays(today, 1), 0, timeZone)?.getTime() ?? nowMs + 3600_000;
  const service = decidingService(input.services);
  if (!service || !input.shop.workingHours) return { at: null, validUntil: midnight };
  for (let ahead = 0; ahead <= AVAILABILITY_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const slots = computeSlots({
      shop: input.shop,
      services: [service],
      date,
      busy: input.busyOn(date),
      now: input.now,
    });
    const free = slots.find((slot) => slot.available);
    if (!free) continue;
    const at = zonedInstant(date, parseTime(free.time) ?? 0, timeZone)?.getTime();
    if (at === undefined) continue;
    return { at, validUntil: Math.max(nowMs + 1, at - service.minNoticeHours * 3600_000) };
  }
  return { at: null, validUntil: midnight };
}

/** `next_available` order: the soonest free slot first, shops without one last; the caller breaks ties by id. */
export function compareNextFree(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

interface BookableEntry {
  availability?: AvailabilityShop;
  bookableServices?: readonly BookableService[];
}

/**
 * The next free times of search entries with nothing booked (the engine's default provider, memoised per entry):
 * entries carrying `availability` and `bookableServices` (the server's catalog entries) are judged, others have none.
 */
export function nextFreeWithoutBookings(
  entries: readonly SearchableShop[],
): (entry: number, now: Date) => number | null {
  const memo: (NextFree & { from: number })[] = [];
  return (i, now) => {
    const nowMs = now.getTime();
    const hit = memo[i];
    if (hit && hit.from <= nowMs && nowMs < hit.validUntil) return hit.at;
    const { availability, bookableServices } = entries[i] as SearchableShop & BookableEntry;
    const found: NextFree =
      availability && bookableServices
        ? nextFreeSlot({ shop: availability, services: bookableServices, now, busyOn: () => [] })
        : { at: null, validUntil: Number.POSITIVE_INFINITY };
    memo[i] = { ...found, from: nowMs };
    return found.at;
  };
}

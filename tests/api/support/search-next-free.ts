import { computeSlots, zonedInstant } from '../../../src/domain/availability';
import { readWorkingHours } from '../../../src/domain/day-ranges';
import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type AvailabilityShop,
  type BookableService,
} from '../../../src/domain/booking';
import { AVAILABILITY_DAYS } from '../../../src/domain/search';
import type { SpecialDate } from '../../../src/domain/shop';
import type { RawService, RawShop } from './search-catalog';
import { localClock } from './search-clock';

/**
 * The reference's next free time (search.ts RULES, `hasAvailability` and `next_available`), from the raw documents:
 * the shortest active service (the test catalogs set no online-booking switch or notice: the defaults apply),
 * each shop-local date from today through today + AVAILABILITY_DAYS in turn, the first available slot of the
 * slots engine (nothing is booked in these catalogs). Epoch ms, or null.
 */
export function referenceNextFree(
  shop: RawShop,
  services: readonly RawService[],
  now: Date,
): number | null {
  if (!shop.workingHours) return null;
  const shortest = [...services]
    .filter((s) => s.active)
    .sort((a, b) => a.durationMinutes - b.durationMinutes || (a._id < b._id ? -1 : 1))[0];
  if (!shortest) return null;
  const service: BookableService = {
    id: shortest._id,
    shopId: shop._id,
    name: shortest.name,
    description: '',
    category: shortest.category,
    durationMinutes: shortest.durationMinutes,
    priceCents: shortest.priceCents,
    bookable: true,
    minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
    maxAdvanceDays: DEFAULT_MAX_ADVANCE_DAYS,
  };
  const availability: AvailabilityShop = {
    id: shop._id,
    timeZone: shop.timeZone,
    // the fixtures store days in the shape written before a day had several ranges
    workingHours: readWorkingHours(shop.workingHours),
    specialDates: shop.specialDates as unknown as SpecialDate[],
    breaks: [],
    staff: [],
  };
  const today = localClock(now, shop.timeZone).date;
  for (let ahead = 0; ahead <= AVAILABILITY_DAYS; ahead += 1) {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + ahead);
    const date = day.toISOString().slice(0, 10);
    const slot = computeSlots({
      shop: availability,
      services: [service],
      date,
      busy: [],
      now,
    }).find((s) => s.available);
    if (!slot) continue;
    const [h, m] = slot.time.split(':').map(Number) as [number, number];
    const at = zonedInstant(date, h * 60 + m, shop.timeZone);
    if (at) return at.getTime();
  }
  return null;
}

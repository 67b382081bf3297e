import { computeSlots, type SlotRequest } from '../../../src/domain/availability';
import type {
  AvailabilityShop,
  BookableService,
  StaffMember,
  TimeSlot,
} from '../../../src/domain/booking';
import { weekHours, type DayWindow } from '../../../src/domain/opening-hours';

/** A shop, its services and staff, and a day, as the slot-grid tests build them (tests/unit/availability.test.ts). */
// 2026-06-03 is a Wednesday (Europe/Rome, summer time); "now" is two days earlier so nothing is past.
export const DATE = '2026-06-03';
export const EARLIER = new Date('2026-06-01T06:00:00Z');
export const everyDay = (window: DayWindow) => weekHours(Array.from({ length: 7 }, () => window));

export function service(id: string, over: Partial<BookableService> = {}): BookableService {
  return {
    id,
    shopId: 'shop-1',
    name: id,
    description: '',
    category: 'hair',
    durationMinutes: 60,
    priceCents: 3000,
    bookable: true,
    minNoticeHours: 0,
    maxAdvanceDays: 90,
    ...over,
  };
}
export function member(id: string, over: Partial<StaffMember> = {}): StaffMember {
  return { id, name: id, photo: null, serviceIds: [], workingHours: null, ...over };
}
export function shop(over: Partial<AvailabilityShop> = {}): AvailabilityShop {
  return {
    id: 'shop-1',
    timeZone: 'Europe/Rome',
    workingHours: everyDay(['09:00', '19:00']),
    specialDates: [],
    breaks: [],
    staff: [],
    ...over,
  };
}
export function slots(over: Partial<SlotRequest> = {}): TimeSlot[] {
  return computeSlots({
    shop: shop(),
    services: [service('cut')],
    date: DATE,
    busy: [],
    now: EARLIER,
    ...over,
  });
}

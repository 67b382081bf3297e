import { knownPosition } from './geo';
import { WEEKDAYS, type DayHours, type Weekday } from './shop';

/**
 * The onboarding rule (issue 14): what a shop needs before customers may find and book it. An approved shop that
 * lacks any item answers like an unknown shop on the public side (search, details, slots, booking) and goes live
 * by itself when the last item is done. The server's catalog, the owner's checklist (GET /api/shops/managed) and
 * the MSW mocks all decide with this one function.
 */

export const SHOP_SETUP_ITEMS = ['services', 'hours', 'address', 'photo'] as const;
export type ShopSetupItemId = (typeof SHOP_SETUP_ITEMS)[number];

export interface ShopSetupInput {
  /** the shop's services; `active: false` is a disabled one (absent counts as enabled, as stored defaults do) */
  services: readonly { active?: boolean | null }[];
  /** absent or null until the owner sets hours */
  workingHours?: Partial<Record<Weekday, Pick<DayHours, 'isOpen'> | null | undefined>> | null;
  /** a shop closed every weekday but open on announced dates has hours too */
  specialDates?: readonly { isClosed?: boolean | null }[] | null;
  location?: {
    address?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
  photos?: readonly string[] | null;
}

export interface ShopSetupItem {
  id: ShopSetupItemId;
  done: boolean;
}

export interface ShopSetupChecklist {
  items: ShopSetupItem[];
  doneCount: number;
  total: number;
  /** every item done: the shop may be listed (when approved) */
  complete: boolean;
}

function hasOpenDay(input: ShopSetupInput): boolean {
  const hours = input.workingHours;
  if (!hours) return false;
  return (
    WEEKDAYS.some((day) => hours[day]?.isOpen === true) ||
    (input.specialDates ?? []).some((date) => date.isClosed === false)
  );
}

function hasAddress(location: ShopSetupInput['location']): boolean {
  if (!location) return false;
  const address = typeof location.address === 'string' ? location.address.trim() : '';
  return (
    address !== '' &&
    knownPosition({
      latitude: location.latitude ?? null,
      longitude: location.longitude ?? null,
    }) !== null
  );
}

export function shopSetupChecklist(input: ShopSetupInput): ShopSetupChecklist {
  const done: Record<ShopSetupItemId, boolean> = {
    services: input.services.some((service) => service.active !== false),
    hours: hasOpenDay(input),
    address: hasAddress(input.location),
    photo: (input.photos ?? []).some((photo) => typeof photo === 'string' && photo !== ''),
  };
  const items = SHOP_SETUP_ITEMS.map((id) => ({ id, done: done[id] }));
  const doneCount = items.filter((item) => item.done).length;
  return { items, doneCount, total: items.length, complete: doneCount === items.length };
}

/** Whether customers may see and book the shop: approved by an admin AND set up. */
export function isShopPublic(input: ShopSetupInput & { approvalStatus?: string | null }): boolean {
  return input.approvalStatus === 'approved' && shopSetupChecklist(input).complete;
}

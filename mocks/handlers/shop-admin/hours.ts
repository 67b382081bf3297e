import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { shopToday } from '@/domain/availability';
import { upcomingSpecialDates, validTimeZone } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  bookingsAffectedByHours,
  editableWeek,
  notificationSettingsSchema,
  pastDateErrors,
  policiesUpdateSchema,
  workingHoursUpdateSchema,
  type AffectedBooking,
  type PoliciesSettings,
  type ShopNotificationSettings,
  type WorkingHoursSaved,
  type WorkingHoursSettings,
} from '@/domain/shop-hours';
import { startOf, withBookingFields } from '../../data/booking-shops';
import {
  availabilityShopOf,
  bookingsMockState,
  durationOf,
  type StoredMockBooking,
} from '../../data/bookings';
import { changeMockShop } from '../../data/shop-changes';
import { shopCatalogue } from '../../data/shops';
import { changeBooking, historyActor } from '../booking-changes';
import { placeTime } from '../booking-placement';
import { failure, validationFailure } from '../failure';
import { ok, readJson } from '../profile';
import { validateBody } from '../validation';
import { mockShopManager } from './shop-manager';

/**
 * The hours, policies and notification settings editors' endpoints (server/modules/shop-hours) over an
 * in-memory store, through the same src/domain rules: the schemas, the past-date check and the affected-bookings
 * rule. Saved hours reach the mock catalogue (details, slots) as the server's reach its catalog.
 */
interface StoredHours {
  hours: Omit<WorkingHoursSettings, 'timeZone'>;
  policies: PoliciesSettings;
  notifications: ShopNotificationSettings;
}
const stores = new Map<string, StoredHours>();

/** Statuses of a booking that still holds its time (server/modules/shop-admin/future-bookings.ts). */
const HOLDING = new Set(['pending', 'confirmed', 'rescheduled']);

function seeded(shop: Shop): StoredHours {
  const full = withBookingFields(shop);
  const today = shopToday(new Date(), validTimeZone(shop.timeZone));
  return {
    hours: {
      workingHours: editableWeek(shop.workingHours),
      breaks: full.breaks.map((b) => ({ ...b, days: [...b.days] })),
      specialDates: upcomingSpecialDates(shop.specialDates, today).map((d) => ({
        date: d.date,
        isClosed: d.isClosed,
        start: d.start,
        end: d.end,
        description: d.description ? { en: d.description } : {},
      })),
    },
    policies: {
      cancellation: { ...full.policies.cancellation },
      reschedule: { ...full.policies.reschedule },
      noShow: { ...full.policies.noShow },
      autoConfirm: full.autoConfirm,
    },
    notifications: structuredClone(DEFAULT_NOTIFICATION_SETTINGS),
  };
}

interface Managed {
  user: SessionUser;
  shop: Shop;
  store: StoredHours;
}

/** The shop this request may manage (the demo owner's shop, any shop for an admin), or the server's refusal. */
function managed(request: Request, shopId: unknown): Managed | Response {
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const user = mockShopManager(request, shopId, () => shop !== undefined);
  if (user instanceof Response) return user;
  if (!shop) return failure('SHOP_NOT_FOUND');
  let store = stores.get(shop.id);
  if (!store) {
    store = seeded(shop);
    stores.set(shop.id, store);
  }
  return { user, shop, store };
}

const settingsOf = ({ shop, store }: Managed): WorkingHoursSettings => ({
  ...structuredClone(store.hours),
  timeZone: validTimeZone(shop.timeZone),
});

function affectedOf(b: StoredMockBooking): AffectedBooking {
  return {
    id: b.id,
    reference: b.reference,
    date: b.date,
    time: b.time,
    customerName: b.customerName,
    service: b.services.map((line) => line.name).join(', '),
  };
}

/** The mock catalogue's view of the new hours (details, search status, slots). */
function publish(shopId: string, hours: StoredHours['hours'], policies: PoliciesSettings): void {
  changeMockShop(shopId, (shop) => ({
    ...shop,
    workingHours: hours.workingHours,
    breaks: hours.breaks,
    specialDates: hours.specialDates.map((d) => ({
      ...d,
      description: d.description.en ?? d.description.it ?? '',
    })),
    policies: {
      cancellation: policies.cancellation,
      reschedule: policies.reschedule,
      noShow: policies.noShow,
    },
    autoConfirm: policies.autoConfirm,
  }));
}

export const shopHoursHandlers = [
  http.get('/api/shops/:id/working-hours', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    return ok(settingsOf(found));
  }),

  http.put('/api/shops/:id/working-hours', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    const result = await validateBody(workingHoursUpdateSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const { affectedBookings: choice, reason, ...hours } = result.value;
    const now = new Date();
    const timeZone = validTimeZone(found.shop.timeZone);
    const past = pastDateErrors(hours.specialDates, shopToday(now, timeZone));
    if (Object.keys(past).length > 0) return validationFailure(past);

    const current = availabilityShopOf(found.shop);
    const before = { ...current, breaks: found.store.hours.breaks };
    const after = {
      ...current,
      workingHours: hours.workingHours,
      breaks: hours.breaks,
      specialDates: hours.specialDates.map((d) => ({ ...d, description: '' })),
    };
    const upcoming = bookingsMockState.bookings
      .filter((b) => b.shopId === found.shop.id && HOLDING.has(b.status))
      .map((b) => ({
        booking: b,
        startAt: startOf(b, timeZone),
        durationMinutes: durationOf(b),
        staffId: b.staffId,
      }))
      .filter((entry) => entry.startAt > now);
    const affected = bookingsAffectedByHours(before, after, upcoming).map((e) => e.booking);
    if (affected.length > 0 && !choice) {
      const refusal = (await failure('HOURS_AFFECT_BOOKINGS').json()) as object;
      return HttpResponse.json(
        { ...refusal, data: { affectedBookings: affected.map(affectedOf) } },
        { status: 409 },
      );
    }
    found.store.hours = {
      ...hours,
      specialDates: [...hours.specialDates].sort((a, b) => a.date.localeCompare(b.date)),
    };
    publish(found.shop.id, found.store.hours, found.store.policies);
    if (choice === 'cancel') {
      const actor = historyActor(found.user).role;
      for (const booking of affected)
        changeBooking(found.user, actor, booking, { status: 'cancelled', reason }, placeTime);
    }
    // the store is checked and written in one turn: no booking can be placed in between
    const saved: WorkingHoursSaved = { ...settingsOf(found), bookedMeanwhile: [] };
    return ok(saved);
  }),

  http.get('/api/shops/:id/policies', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    return ok(found.store.policies);
  }),

  http.put('/api/shops/:id/policies', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    const result = await validateBody(policiesUpdateSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    found.store.policies = result.value;
    publish(found.shop.id, found.store.hours, found.store.policies);
    return ok(found.store.policies);
  }),

  http.get('/api/shops/:id/personal-area-settings', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    return ok(found.store.notifications);
  }),

  http.put('/api/shops/:id/personal-area-settings', async ({ request, params }) => {
    await delay();
    const found = managed(request, params.id);
    if (found instanceof Response) return found;
    const result = await validateBody(notificationSettingsSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    found.store.notifications = result.value;
    return ok(found.store.notifications);
  }),
];

/** The shop's notification settings (what the shop is told of: ../shop-ops/shop-notices.ts), defaults until saved. */
export function mockNotificationSettings(
  shopId: string,
): ShopNotificationSettings['notifications'] {
  return (stores.get(shopId)?.notifications ?? DEFAULT_NOTIFICATION_SETTINGS).notifications;
}

/** Back to the seeded hours (tests, between cases). */
export function resetMockShopHours(): void {
  stores.clear();
}

import { effectiveStaff, zonedInstant } from '../../../src/domain/availability';
import { parseTime } from '../../../src/domain/opening-hours';
import {
  bookingTotals,
  type BookableService,
  type CreateBookingInput,
} from '../../../src/domain/booking';
import { chooseServices } from '../../../src/domain/booking-placement';
import { policySnapshot, reminderHoursFor } from '../../../src/domain/booking-record';
import { initialStatus } from '../../../src/domain/booking-status';
import type { BookingSeriesRef } from '../../../src/domain/booking-series';
import { isShopPublic, type ShopSetupInput } from '../../../src/domain/shop-setup';
import { shopPlacementRules, type WalkInSource } from '../../../src/domain/walk-ins';
import { ApiError } from '../../http/api-error';
import { decided } from '../../http/refusal';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { userDocument } from '../auth/user-documents';
import type { ShopCatalog } from '../shops/shop-catalog';
import { toAvailabilityShop, toBookableService } from '../shops/shop.mapper';
import { claimFirstFree } from './booking-claim-flow';
import {
  announce,
  insertBooking,
  newBookingId,
  type BookingDeps,
  type Caller,
} from './booking-context';
import { catalogDocument, shopDocument } from './booking-documents';
import { runOnce } from './booking-idempotency';
import { bookingStored, forgetBookingInIndexes, recordBookingInIndexes } from './booking-index';
import { checkBookingLimits, withCustomerBookingLock } from './booking-limits';
import { placeBooking } from './booking-placement';
import { busyOn, markCells } from './day-sheets';
import { dropClaims, endIntent } from './slot-claims';

type Placement = ReturnType<typeof placeBooking>;
export interface BookingUser {
  _id: string;
  name: string;
  email: string;
  language?: string | null;
  bookingPrefs?: { reminderTime?: number | null } | null;
}

type LeanShop = Parameters<typeof toAvailabilityShop>[0] & {
  name: string;
  approvalStatus?: string;
  ownerId?: string | null;
  autoConfirm?: boolean;
  location?: { address?: string; city?: string };
  policies?: BookingRecord['policies'];
};

/**
 * A public shop's document (approved and set up: src/domain/shop-setup.ts), or 404 'Shop not found'. Its services
 * item is the chosen services' own check (each must be active), so the shop's other parts are judged here.
 */
export async function approvedShop(
  shopId: string,
  catalog?: Pick<ShopCatalog, 'changeCount'>,
): Promise<LeanShop> {
  const shop = await shopDocument<LeanShop>(shopId, catalog);
  // the stored hours, address and photos, as the rule reads them
  const setup = shop as unknown as Omit<ShopSetupInput, 'services'> | null;
  if (
    !shop ||
    !setup ||
    !isShopPublic({ ...setup, approvalStatus: shop.approvalStatus, services: [{}] })
  )
    throw new ApiError('SHOP_NOT_FOUND');
  return shop;
}

/**
 * The chosen services from their CURRENT documents (prices and durations never come from the request): each must
 * belong to the shop and be active (else 'Service not found') and bookable online.
 */
export async function currentServices(
  shopId: string,
  ids: readonly string[],
  catalog?: Pick<ShopCatalog, 'changeCount'>,
): Promise<BookableService[]> {
  const unique = [...new Set(ids)];
  const docs = await Promise.all(
    unique.map((id) =>
      catalogDocument(catalog, `service:${id}`, () => ServiceModel.findById(id).lean()),
    ),
  );
  // another shop's or an inactive service is not found, as an unknown one
  const found = new Map(
    unique.map((id, i) => {
      const doc = docs[i];
      const current = doc && doc.shopId === shopId && doc.active !== false;
      return [id, current ? toBookableService(doc, shopId) : null] as const;
    }),
  );
  return decided(chooseServices(unique, (id) => found.get(id)));
}

export const policiesOf = (shop: LeanShop): BookingRecord['policies'] =>
  policySnapshot(shop.policies);

/**
 * What a create needs of the bookings service. The catalog only shares shop and service copies between reads
 * (booking-documents.ts); without it they are read from the database.
 */
export type CreateDeps = Pick<BookingDeps, 'events' | 'logger' | 'now'> & {
  catalog?: Pick<ShopCatalog, 'changeCount'>;
};

/**
 * The shop booking for a customer (a walk-in, a phone call, a series it sets up): who does it, for whom, and
 * what it notes. Such a booking is confirmed at once, and the shop skips the services' minimum notice (a walk-in
 * is now) and the booking horizon (a standing appointment may be months ahead); it never skips the grid, past
 * times, the opening hours, breaks and time off, the person's services, the customer's limits or the claims.
 */
export interface ShopPlacement {
  by: { role: 'shop' | 'admin'; id: string; name: string | null };
  customer: BookingUser & { phone: string };
  source: WalkInSource;
  shopNotes: string;
}

export interface CreateOptions {
  /** the occurrence of a recurring series this booking is */
  series?: BookingSeriesRef;
  /** set when the shop books for the customer */
  shop?: ShopPlacement;
}

/** POST /api/bookings for a customer; retries with the same Idempotency-Key get the first booking. */
export async function createBooking(
  deps: CreateDeps,
  caller: Caller,
  input: CreateBookingInput,
  idempotencyKey: string | undefined,
  options: Omit<CreateOptions, 'shop'> = {},
): Promise<BookingRecord> {
  if (caller.role !== 'customer') throw new ApiError('CUSTOMERS_ONLY');
  // from memory while no write touched the user (server/modules/auth/user-documents.ts)
  const user = await userDocument(caller.userId);
  // a deleted account (its shell) cannot book while its sessions are being ended
  if (!user || user.deletedAt) throw new ApiError('AUTH_REQUIRED');
  return runOnce({
    userId: caller.userId,
    key: idempotencyKey,
    request: input,
    newId: newBookingId,
    load: (id) => BookingModel.findById(id).lean<BookingRecord>(),
    run: (bookingId) => place(deps, bookingId, input, user, options),
  });
}

/**
 * The shop's owner (or an admin) books for one of its customers: the same engine as a customer's create
 * (the customer's limits, the claims, the indexes, the events), with the shop's allowances (ShopPlacement).
 */
export async function createShopBooking(
  deps: CreateDeps,
  input: CreateBookingInput,
  idempotencyKey: string | undefined,
  options: CreateOptions & { shop: ShopPlacement },
): Promise<BookingRecord> {
  return runOnce({
    userId: `shop:${input.shopId}:${options.shop.by.id}`,
    key: idempotencyKey,
    request: input,
    newId: newBookingId,
    load: (id) => BookingModel.findById(id).lean<BookingRecord>(),
    run: (bookingId) => place(deps, bookingId, input, options.shop.customer, options),
  });
}

/**
 * The placement rules for this create. The shop's own bookings are judged as if booked a minute before their
 * start (after the real past-time check): no minimum notice, no horizon, everything else as for a customer.
 */
export function placementFor(
  request: Parameters<typeof placeBooking>[0],
  byShop: boolean,
): Placement {
  if (!byShop) return placeBooking(request);
  const minutes = parseTime(request.time);
  const startAt =
    minutes === null ? null : zonedInstant(request.date, minutes, request.shop.timeZone);
  return placeBooking({
    ...request,
    ...shopPlacementRules(request.services, startAt, request.now),
  });
}

async function place(
  deps: CreateDeps,
  bookingId: string,
  input: CreateBookingInput,
  user: BookingUser,
  options: CreateOptions,
): Promise<BookingRecord> {
  // both reads at once; an unknown shop still answers before its services do
  const servicesRead = currentServices(
    input.shopId,
    input.serviceIds ?? input.services ?? [],
    deps.catalog,
  );
  servicesRead.catch(() => undefined);
  const shop = await approvedShop(input.shopId, deps.catalog);
  const services = await servicesRead;
  const availability = toAvailabilityShop(shop);
  const busy = await busyOn(shop._id, input.date);
  const now = deps.now();
  const placement = placementFor(
    {
      shop: availability,
      services,
      date: input.date,
      time: input.time,
      staffId: input.staffId,
      busy,
      now,
    },
    Boolean(options.shop),
  );
  const totals = bookingTotals(services);
  // the shop's own bookings need no confirmation from itself
  const status = initialStatus(options.shop ? true : shop.autoConfirm !== false);
  const indexed = {
    _id: bookingId,
    shopId: shop._id,
    customerId: user._id,
    date: input.date,
    startAt: placement.startAt,
    endAt: placement.endAt,
    status,
    version: 0,
  };
  // one create per customer at a time: the limits count what the previous create wrote
  const { record, claimed } = await withCustomerBookingLock(user._id, async () => {
    await checkBookingLimits(
      user._id,
      {
        shopId: shop._id,
        date: input.date,
        startAt: placement.startAt.getTime(),
        endAt: placement.endAt.getTime(),
      },
      now,
    );
    const claimed = await claimFirstFree({
      bookingId,
      intentId: bookingId,
      shopId: shop._id,
      date: input.date,
      time: input.time,
      durationMinutes: totals.durationMinutes,
      candidates: placement.candidates,
      busy,
    });
    if (!claimed) throw new ApiError('SLOT_TAKEN');
    try {
      await recordBookingInIndexes(indexed, shop.ownerId ?? null);
      const record = await insertBooking(
        bookingDocument({
          bookingId,
          shop,
          services,
          input,
          user,
          status,
          placement,
          claimed,
          options,
        }),
      );
      bookingStored(record);
      return { record, claimed };
    } catch (error) {
      await forgetBookingInIndexes(indexed).catch(() => undefined);
      await dropClaims(bookingId, claimed.keys);
      await endIntent(bookingId);
      throw error;
    }
  });
  const dates = await markCells(claimed.keys, bookingId);
  await endIntent(bookingId);
  // announce reads only the events, the logger and the clock
  await announce(
    deps as BookingDeps,
    record,
    { kind: 'created', shopOwnerId: shop.ownerId ?? null },
    dates,
  );
  return record;
}

/** The booking document a create inserts. */
function bookingDocument(parts: {
  bookingId: string;
  shop: LeanShop;
  services: BookableService[];
  input: CreateBookingInput;
  user: BookingUser;
  status: BookingRecord['status'];
  placement: Placement;
  claimed: { staffId: string; keys: string[] };
  options: CreateOptions;
}): Omit<BookingRecord, 'reference' | 'createdAt' | 'updatedAt'> {
  const { bookingId, shop, services, input, user, status, placement, claimed, options } = parts;
  const byShop = options.shop;
  const availability = toAvailabilityShop(shop);
  const totals = bookingTotals(services);
  const details = input.customerDetails;
  const reminderHours = reminderHoursFor(input, user.bookingPrefs?.reminderTime);
  const staff = effectiveStaff(availability).find((member) => member.id === claimed.staffId);
  return {
    _id: bookingId,
    shopId: shop._id,
    shopName: shop.name,
    shopAddress: [shop.location?.address, shop.location?.city].filter(Boolean).join(', '),
    shopTimeZone: availability.timeZone,
    serviceType: services[0]?.category ?? '',
    customerId: user._id,
    customerName: user.name,
    customerEmail: user.email,
    customerPhone: details.phone,
    customerLocale: user.language === 'it' ? 'it' : 'en',
    services: services.map((s) => ({
      serviceId: s.id,
      name: s.name,
      // every language's name: /bookings shows the viewer's, the emails the customer's (booking-record.ts)
      ...(s.names && Object.keys(s.names).length > 0 ? { names: { ...s.names } } : {}),
      durationMinutes: s.durationMinutes,
      priceCents: s.priceCents,
    })),
    staffId: claimed.staffId,
    // the one-chair shop has no person to name
    staffName: availability.staff.length > 0 ? (staff?.name ?? null) : null,
    date: input.date,
    time: input.time,
    startAt: placement.startAt,
    endAt: placement.endAt,
    durationMinutes: totals.durationMinutes,
    priceCents: totals.priceCents,
    status,
    notes: '',
    ...(byShop?.shopNotes ? { shopNotes: byShop.shopNotes } : {}),
    ...(byShop ? { source: byShop.source } : {}),
    ...(options.series ? { series: options.series } : {}),
    specialRequests: details.specialRequests ?? '',
    firstTimeCustomer: Boolean(details.firstTimeCustomer),
    reminderHours,
    cancellationFeeCents: null,
    rescheduleCount: 0,
    policies: policiesOf(shop),
    autoConfirm: shop.autoConfirm !== false,
    cells: claimed.keys,
    version: 0,
    history: [
      {
        at: new Date(),
        by: byShop?.by ?? { role: 'customer', id: user._id, name: user.name },
        action: 'created',
        from: null,
        to: { status, date: input.date, time: input.time, staffId: claimed.staffId },
        reason: null,
      },
    ],
  };
}

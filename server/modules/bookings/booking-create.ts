import { effectiveStaff } from '../../../src/domain/availability';
import {
  bookingTotals,
  type BookableService,
  type CreateBookingInput,
} from '../../../src/domain/booking';
import { chooseServices } from '../../../src/domain/booking-placement';
import { policySnapshot, reminderHoursFor } from '../../../src/domain/booking-record';
import { initialStatus } from '../../../src/domain/booking-status';
import { isShopPublic, type ShopSetupInput } from '../../../src/domain/shop-setup';
import { ApiError } from '../../http/api-error';
import { decided } from '../../http/refusal';
import { BookingModel, type BookingRecord } from '../../models/booking.model';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { UserModel } from '../../models/user.model';
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
import { catalogDocument } from './booking-documents';
import { runOnce } from './booking-idempotency';
import { bookingStored, forgetBookingInIndexes, recordBookingInIndexes } from './booking-index';
import { checkBookingLimits, withCustomerBookingLock } from './booking-limits';
import { placeBooking } from './booking-placement';
import { busyOn, markCells } from './day-sheets';
import { dropClaims, endIntent } from './slot-claims';

type Placement = ReturnType<typeof placeBooking>;
interface BookingUser {
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
  const shop = await catalogDocument(catalog, `shop:${shopId}`, () =>
    ShopModel.findById(shopId).lean<LeanShop>(),
  );
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

/** POST /api/bookings for a customer; retries with the same Idempotency-Key get the first booking. */
export async function createBooking(
  deps: BookingDeps,
  caller: Caller,
  input: CreateBookingInput,
  idempotencyKey: string | undefined,
): Promise<BookingRecord> {
  if (caller.role !== 'customer') throw new ApiError('CUSTOMERS_ONLY');
  const user = await UserModel.findById(caller.userId).lean();
  // a deleted account (its shell) cannot book while its sessions are being ended
  if (!user || user.deletedAt) throw new ApiError('AUTH_REQUIRED');
  return runOnce({
    userId: caller.userId,
    key: idempotencyKey,
    request: input,
    newId: newBookingId,
    load: (id) => BookingModel.findById(id).lean<BookingRecord>(),
    run: (bookingId) => place(deps, bookingId, input, user),
  });
}

async function place(
  deps: BookingDeps,
  bookingId: string,
  input: CreateBookingInput,
  user: BookingUser,
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
  const placement = placeBooking({
    shop: availability,
    services,
    date: input.date,
    time: input.time,
    staffId: input.staffId,
    busy,
    now,
  });
  const totals = bookingTotals(services);
  const status = initialStatus(shop.autoConfirm !== false);
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
        bookingDocument({ bookingId, shop, services, input, user, status, placement, claimed }),
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
  await announce(deps, record, { kind: 'created', shopOwnerId: shop.ownerId ?? null }, dates);
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
}): Omit<BookingRecord, 'reference' | 'createdAt' | 'updatedAt'> {
  const { bookingId, shop, services, input, user, status, placement, claimed } = parts;
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
        by: { role: 'customer', id: user._id, name: user.name },
        action: 'created',
        from: null,
        to: { status, date: input.date, time: input.time, staffId: claimed.staffId },
        reason: null,
      },
    ],
  };
}

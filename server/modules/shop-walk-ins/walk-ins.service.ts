import type { CreateBookingInput } from '../../../src/domain/booking';
import type { BookingSeriesRef } from '../../../src/domain/booking-series';
import type { WalkInBookingInput, WalkInSource } from '../../../src/domain/walk-ins';
import { isContactId } from '../../../src/domain/walk-ins';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import { UserModel } from '../../models/user.model';
import {
  createShopBooking,
  type BookingUser,
  type CreateDeps,
  type ShopPlacement,
} from '../bookings/booking-create';
import type { ShopActor } from '../shop-admin/shop-access';
import { createContact, shopCustomer } from './shop-customers';

/** The walk-in's body without its booking fields: who it is for, and how it came in. */
type CustomerChoice = Pick<WalkInBookingInput, 'customerId' | 'customer' | 'reminderHours'>;

/**
 * The customer a shop books for: one of its own (an account that booked here, or a contact it wrote down), or
 * a new contact. Another shop's customer, or a user who never booked here, is 404 CUSTOMER_NOT_FOUND.
 */
export async function walkInCustomer(
  shopId: string,
  choice: CustomerChoice,
  locale: 'en' | 'it',
): Promise<ShopPlacement['customer']> {
  if (choice.customer) {
    const contact = await createContact(shopId, choice.customer, locale);
    return {
      _id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: locale,
    };
  }
  const known = choice.customerId ? await shopCustomer(shopId, choice.customerId) : null;
  if (!known) throw new ApiError('CUSTOMER_NOT_FOUND');
  if (isContactId(known.id))
    return {
      _id: known.id,
      name: known.name,
      email: known.email,
      phone: known.phone,
      language: known.locale,
    };
  // an account: its current name, email, language and reminder preference
  const user = await UserModel.findById(known.id).lean();
  if (!user || user.deletedAt || user.role !== 'customer') throw new ApiError('CUSTOMER_NOT_FOUND');
  const bookingUser: BookingUser = {
    _id: user._id,
    name: user.name,
    email: user.email,
    language: user.language,
    bookingPrefs: user.bookingPrefs,
  };
  return { ...bookingUser, phone: user.phone || known.phone };
}

/** Who places it: the owner or an admin, by name in the booking's history. */
export async function placedBy(actor: ShopActor): Promise<ShopPlacement['by']> {
  const user = await UserModel.findById(actor.userId, { name: 1 }).lean<{ name?: string }>();
  return {
    role: actor.role === 'admin' ? 'admin' : 'shop',
    id: actor.userId,
    name: user?.name ?? null,
  };
}

/** The engine's create input for a booking the shop places for `customer`. */
export function shopBookingInput(
  shopId: string,
  input: Pick<WalkInBookingInput, 'serviceIds' | 'staffId' | 'date' | 'time' | 'reminderHours'>,
  customer: ShopPlacement['customer'],
): CreateBookingInput {
  return {
    shopId,
    serviceIds: input.serviceIds,
    staffId: input.staffId ?? null,
    date: input.date,
    time: input.time,
    // no email, no reminder to send
    reminderHours: customer.email ? input.reminderHours : null,
    customerDetails: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      specialRequests: '',
      firstTimeCustomer: false,
      sendReminders: Boolean(customer.email),
      acceptTerms: true,
    },
  };
}

export interface ShopBookingRequest {
  shopId: string;
  input: WalkInBookingInput;
  by: ShopPlacement['by'];
  customer: ShopPlacement['customer'];
  idempotencyKey?: string;
  series?: BookingSeriesRef;
  /** the date of this booking when it differs from the input's (an occurrence of a series) */
  date?: string;
}

/** POST /api/shops/:id/bookings (and each occurrence of a shop's series): through the customers' engine. */
export function createWalkIn(
  deps: CreateDeps,
  request: ShopBookingRequest,
): Promise<BookingRecord> {
  const { input, customer } = request;
  return createShopBooking(
    deps,
    shopBookingInput(request.shopId, { ...input, date: request.date ?? input.date }, customer),
    request.idempotencyKey,
    {
      series: request.series,
      shop: {
        by: request.by,
        customer,
        source: input.source as WalkInSource,
        shopNotes: input.notes?.trim() ?? '',
      },
    },
  );
}

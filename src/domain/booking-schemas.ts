/**
 * The booking requests' schemas (spec 02 §7 "Bookings"): the same schema validates the client's form and the
 * Express request. Apart from src/domain/booking.ts so that a screen that only needs a booking's constants and
 * rules (the booking page's first paint) does not load the validation library with them.
 */
import * as yup from 'yup';
import {
  BOOKING_NOTES_MAX,
  BOOKING_REASON_MAX,
  BOOKING_SEARCH_MAX,
  BOOKING_STATUSES,
  MAX_SERVICES_PER_BOOKING,
  REMINDER_LEAD_HOURS,
  SPECIAL_REQUESTS_MAX,
  splitIds,
} from './booking';
import { LIMITS } from './limits';
import { phoneField } from './phone';
import { bookingPaymentSchema } from './sales-schema';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^[A-Za-z0-9][\w-]{0,159}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const id = () =>
  yup.string().strict().max(LIMITS.id, 'validation.tooLong').matches(ID, 'validation.invalidType');
/** client-computed fields of the spec's booking object: accepted and ignored (the server prices bookings) */
const ignored = () => yup.mixed().strip();

export const customerDetailsSchema = yup
  .object({
    name: yup.string().strict().max(200, 'validation.tooLong'),
    email: yup.string().strict().max(320, 'validation.tooLong'),
    phone: phoneField('validation.phoneInvalid').required('validation.required'),
    specialRequests: yup
      .string()
      .strict()
      .max(SPECIAL_REQUESTS_MAX, 'validation.tooLong')
      .default(''),
    firstTimeCustomer: yup.boolean().strict().default(false),
    sendReminders: yup.boolean().strict().default(true),
    acceptTerms: yup
      .boolean()
      .strict()
      .oneOf([true], 'booking.termsRequired')
      .required('booking.termsRequired'),
  })
  .noUnknown();

/**
 * What a booking asks for (services, person, date, time, reminder): the customer's own booking below, and the
 * shop's booking for a customer (walk-ins.ts), which extends these fields.
 */
export const bookingRequestFields = {
  serviceIds: yup.array(id().required()).max(MAX_SERVICES_PER_BOOKING, 'validation.tooLong'),
  staffId: id().nullable(),
  date: yup
    .string()
    .strict()
    .required('validation.required')
    .max(LIMITS.token, 'validation.tooLong')
    .matches(DATE, 'validation.invalidType'),
  time: yup
    .string()
    .strict()
    .required('validation.required')
    .max(LIMITS.token, 'validation.tooLong')
    .matches(TIME, 'validation.invalidType'),
  reminderHours: yup
    .number()
    .strict()
    .oneOf([...REMINDER_LEAD_HOURS], 'validation.invalidType')
    .nullable(),
};

/**
 * POST /api/bookings. `services` (spec) or `serviceIds`; `customerDetails` as the spec's modal gives it.
 * Phone is normalised (spaces, hyphens, parentheses removed) by the client before sending.
 */
export const createBookingSchema = yup
  .object({
    shopId: id().required('validation.required'),
    services: yup.array(id().required()).max(MAX_SERVICES_PER_BOOKING, 'validation.tooLong'),
    ...bookingRequestFields,
    customerDetails: customerDetailsSchema.required('validation.required'),
    totalPrice: ignored(),
    totalDuration: ignored(),
    price: ignored(),
    priceCents: ignored(),
    estimatedPrice: ignored(),
    status: ignored(),
    createdAt: ignored(),
    customerId: ignored(),
  })
  .noUnknown()
  .test('has-services', 'validation.required', (value) => {
    const list = value?.serviceIds ?? value?.services ?? [];
    return list.length > 0;
  });
export type CreateBookingInput = yup.InferType<typeof createBookingSchema>;

/** PUT /api/bookings/{id}: a status change (with reason), notes, or a new date/time (reschedule). */
export const updateBookingSchema = yup
  .object({
    status: yup
      .string()
      .strict()
      .oneOf([...BOOKING_STATUSES], 'validation.invalidType'),
    /** the customer's notes (only the customer writes them, see booking-edits.ts) */
    notes: yup.string().strict().max(BOOKING_NOTES_MAX, 'validation.tooLong'),
    /** the shop's own notes (only the shop's owner or an admin read and write them) */
    shopNotes: yup.string().strict().max(BOOKING_NOTES_MAX, 'validation.tooLong'),
    reason: yup.string().strict().max(BOOKING_REASON_MAX, 'validation.tooLong'),
    date: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    time: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(TIME, 'validation.invalidType'),
    staffId: id().nullable(),
    /** with `status: 'completed'` only (the shop): how it was paid, tip, discount, tax (src/domain/sales-schema.ts) */
    payment: bookingPaymentSchema,
  })
  .noUnknown();
export type UpdateBookingInput = yup.InferType<typeof updateBookingSchema>;

/** A query's `serviceIds`: several ids, comma separated, at most a booking's worth. */
const serviceIdsField = () =>
  yup
    .string()
    .strict()
    .max(2000, 'validation.tooLong')
    .test('count', 'validation.tooMany', (v) => splitIds(v).length <= MAX_SERVICES_PER_BOOKING);

/** GET /api/bookings/available-slots and /api/available-slots */
export const slotsQuerySchema = yup
  .object({
    shopId: id().required('validation.required'),
    /** one id (spec) */
    serviceId: id(),
    serviceIds: serviceIdsField(),
    date: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    staffId: id(),
  })
  .noUnknown();

/**
 * GET /api/bookings/{id}/available-slots: the free times a move of that booking may take (its services, a date, a
 * person or anyone), its own current cells counting as free for it.
 */
export const moveSlotsQuerySchema = slotsQuerySchema.pick(['date', 'staffId']).noUnknown();

/** GET /api/bookings/calendar */
export const calendarQuerySchema = yup
  .object({
    shopId: id().required('validation.required'),
    serviceId: id(),
    serviceIds: serviceIdsField(),
    month: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.token, 'validation.tooLong')
      .matches(MONTH, 'validation.invalidType'),
    staffId: id(),
  })
  .noUnknown();

/** GET /api/bookings */
export const listBookingsQuerySchema = yup
  .object({
    status: yup.string().strict().max(200, 'validation.tooLong'),
    startDate: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    endDate: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    shopId: id(),
    /** the shop's list filters (src/domain/booking-list.ts): a person, a service, a text search */
    staffId: id(),
    serviceId: id(),
    q: yup.string().strict().max(BOOKING_SEARCH_MAX, 'validation.tooLong'),
    /** without a scope: 'asc' lists soonest first (the shop's day sheet), else newest first */
    order: yup.string().strict().oneOf(['asc', 'desc'], 'validation.invalidType'),
    /** 'upcoming' | 'past' (spec 02 §4 definitions) */
    scope: yup.string().strict().oneOf(['upcoming', 'past', 'all'], 'validation.invalidType'),
    page: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(/^[1-9]\d{0,5}$/, 'validation.invalidType'),
    limit: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(/^[1-9]\d{0,2}$/, 'validation.invalidType'),
  })
  .noUnknown();

import * as yup from 'yup';
import { planBooking, weekdayIndex, windowsOn } from './availability-plan';
import { BOOKING_REASON_MAX, type AvailabilityShop, type ShopBreak } from './booking';
import { readDayHours } from './day-ranges';
import type { LocalizedText } from './localized-text';
import { LIMITS } from './limits';
import { localClock, validTimeZone } from './opening-hours';
import { WEEKDAYS, type WorkingHours } from './shop';
import {
  DAY_RANGE_MESSAGES,
  endTimeField as endTime,
  startsBeforeEnd,
  timeField as time,
  weekHoursSchema,
} from './week-hours-schema';

/**
 * The owner's hours editor (spec 03 "Working hours", issue 14): the weekly hours (one or more ranges a day:
 * week-hours-schema.ts), named breaks and special dates, the policies with auto-confirm, and the notification
 * settings. Schemas validate the form and the request alike; the rules decide which upcoming bookings a change of
 * hours leaves outside them. The engine's own reading of hours (availability-plan.ts) answers "is this booking
 * inside the hours", so the editor and the slots agree.
 */

export const HOURS_LIMITS = {
  breaks: 20,
  specialDates: 366,
  breakName: 60,
  description: 200,
} as const;

export const POLICY_LIMITS = {
  hours: 168,
  percent: 100,
  maxReschedules: 10,
  /** euro */
  noShowFee: 1000,
  maxNoShows: 20,
} as const;

/** Message ids of this editor's validation failures (the English is the spec's where it gives one). */
export const HOURS_MESSAGES = {
  ...DAY_RANGE_MESSAGES,
  breakName: 'shopSetup.hours.breakNameRequired',
  breakDays: 'shopSetup.hours.breakDaysRequired',
  breakRange: 'shopSetup.hours.breakInvalidRange',
  dateRequired: 'shopSetup.hours.dateRequired',
  dateRange: 'shopSetup.hours.dateInvalidRange',
  datePast: 'shopSetup.hours.datePast',
  dateRepeated: 'shopSetup.hours.dateRepeated',
  tooManyBreaks: 'shopSetup.hours.tooManyBreaks',
  tooManyDates: 'shopSetup.hours.tooManyDates',
  reasonRequired: 'shopSetup.hours.reasonRequired',
} as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const breakSchema = yup
  .object({
    name: yup
      .string()
      .strict()
      .max(HOURS_LIMITS.breakName, 'validation.tooLong')
      .required(HOURS_MESSAGES.breakName)
      // strict schemas do not trim: a blank name is no name
      .test('named', HOURS_MESSAGES.breakName, (name) => !name || name.trim() !== ''),
    days: yup
      .array(
        yup
          .string()
          .strict()
          .oneOf([...WEEKDAYS], 'validation.invalidType')
          .required(),
      )
      .max(WEEKDAYS.length, 'validation.tooMany')
      .min(1, HOURS_MESSAGES.breakDays)
      .required(HOURS_MESSAGES.breakDays)
      .test('unique', 'validation.repeated', (days) => !days || new Set(days).size === days.length),
    start: time().required('validation.required'),
    end: endTime().required('validation.required'),
  })
  .noUnknown()
  .test('range', HOURS_MESSAGES.breakRange, function check(value) {
    if (!value || startsBeforeEnd(value.start, value.end)) return true;
    return this.createError({ path: `${this.path}.end`, message: HOURS_MESSAGES.breakRange });
  });

const descriptionSchema = yup
  .object({
    en: yup.string().strict().max(HOURS_LIMITS.description, 'validation.tooLong'),
    it: yup.string().strict().max(HOURS_LIMITS.description, 'validation.tooLong'),
  })
  .noUnknown()
  .default({});

const specialDateSchema = yup
  .object({
    date: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .required(HOURS_MESSAGES.dateRequired)
      .matches(DATE, 'validation.invalidDate'),
    isClosed: yup.boolean().strict().required('validation.required'),
    start: time().nullable().default(null),
    end: endTime().nullable().default(null),
    description: descriptionSchema,
  })
  .noUnknown()
  .test('range', HOURS_MESSAGES.dateRange, function check(value) {
    if (!value || value.isClosed) return true;
    if (!value.start || !value.end || !startsBeforeEnd(value.start, value.end))
      return this.createError({ path: `${this.path}.end`, message: HOURS_MESSAGES.dateRange });
    return true;
  });

/** What the owner edits: the week, the breaks and the special dates (the zone is the profile's). */
export const workingHoursFields = {
  workingHours: weekHoursSchema.required('validation.required'),
  breaks: yup
    .array(breakSchema.required())
    .max(HOURS_LIMITS.breaks, HOURS_MESSAGES.tooManyBreaks)
    .default([]),
  specialDates: yup
    .array(specialDateSchema.required())
    .max(HOURS_LIMITS.specialDates, HOURS_MESSAGES.tooManyDates)
    .default([])
    .test('unique-dates', HOURS_MESSAGES.dateRepeated, function check(dates) {
      const seen = new Set<string>();
      for (const [index, entry] of (dates ?? []).entries()) {
        if (!entry?.date) continue;
        if (seen.has(entry.date))
          return this.createError({
            path: `${this.path}[${index}].date`,
            message: HOURS_MESSAGES.dateRepeated,
          });
        seen.add(entry.date);
      }
      return true;
    }),
};

export const AFFECTED_BOOKINGS_CHOICES = ['keep', 'cancel'] as const;
export type AffectedBookingsChoice = (typeof AFFECTED_BOOKINGS_CHOICES)[number];

/** PUT /api/shops/{id}/working-hours: the hours, and (after a 409) what to do with the bookings it affects. */
export const workingHoursUpdateSchema = yup
  .object({
    ...workingHoursFields,
    affectedBookings: yup
      .string()
      .strict()
      .oneOf([...AFFECTED_BOOKINGS_CHOICES], 'validation.invalidType'),
    reason: yup.string().strict().max(BOOKING_REASON_MAX, 'validation.tooLong'),
  })
  .noUnknown()
  .test('reason', HOURS_MESSAGES.reasonRequired, function check(value) {
    if (value?.affectedBookings !== 'cancel' || (value.reason ?? '').trim() !== '') return true;
    return this.createError({ path: 'reason', message: HOURS_MESSAGES.reasonRequired });
  });
export type WorkingHoursUpdate = yup.InferType<typeof workingHoursUpdateSchema>;

/** The editor's form: the same fields without the conflict answer (that comes from the dialog). */
export const workingHoursFormSchema = yup.object(workingHoursFields);

export interface SpecialDateSetting {
  date: string;
  isClosed: boolean;
  start: string | null;
  end: string | null;
  /** the owner's note in each language */
  description: LocalizedText;
}

/** GET/PUT /api/shops/{id}/working-hours answer. */
export interface WorkingHoursSettings {
  workingHours: WorkingHours;
  breaks: ShopBreak[];
  /** today and later, date order */
  specialDates: SpecialDateSetting[];
  timeZone: string;
}

/** Special dates before the shop-local `today` (the form cannot add one in the past): field → message id. */
export function pastDateErrors(
  specialDates: readonly { date: string }[],
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  specialDates.forEach((entry, index) => {
    if (DATE.test(entry.date) && entry.date < today)
      errors[`specialDates[${index}].date`] = HOURS_MESSAGES.datePast;
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// Bookings a change of hours leaves outside them

/** The part of a booking the rule reads. */
export interface BookingTime {
  startAt: Date | string;
  durationMinutes: number;
  staffId: string;
}

export type HoursOfShop = Pick<
  AvailabilityShop,
  'id' | 'timeZone' | 'workingHours' | 'specialDates' | 'breaks' | 'staff'
>;

/**
 * Whether a booking lies outside the shop's hours: its shop-local day is closed for its person (special date,
 * weekday, or their own week), it does not fit inside one of that day's ranges (a gap between ranges is outside),
 * or it overlaps a break. Read with the availability engine's plan, and in the shop's zone from the booking's
 * instant (DST included).
 */
export function isOutsideHours(shop: HoursOfShop, booking: BookingTime): boolean {
  const timeZone = validTimeZone(shop.timeZone);
  const plan = planBooking(shop, [], null, timeZone);
  const person =
    plan.candidates.find((candidate) => candidate.id === booking.staffId) ??
    // someone no longer on the team works the shop's hours
    planBooking({ ...shop, staff: [] }, [], null, timeZone).candidates[0];
  if (!person) return true; // no hours at all
  const clock = localClock(new Date(booking.startAt), timeZone);
  const weekday = weekdayIndex(clock.date);
  const start = clock.minutes;
  const end = start + booking.durationMinutes;
  const inside = windowsOn(plan, person, clock.date, weekday).some(
    (w) => start >= w.start && end <= w.end,
  );
  if (!inside) return true;
  return (plan.breaks[weekday] ?? []).some((b) => b.start < end && b.end > start);
}

/**
 * The bookings the new hours leave outside while the current ones held them. A booking already outside (kept as
 * an exception earlier) is not asked about again.
 */
export function bookingsAffectedByHours<T extends BookingTime>(
  before: HoursOfShop,
  after: HoursOfShop,
  bookings: readonly T[],
): T[] {
  return bookings.filter(
    (booking) => isOutsideHours(after, booking) && !isOutsideHours(before, booking),
  );
}

/** One affected booking as the 409 lists it (in the shop's zone). */
export interface AffectedBooking {
  id: string;
  reference: string;
  date: string;
  time: string;
  customerName: string;
  service: string;
}

/**
 * PUT /api/shops/{id}/working-hours answer: the saved settings, and the bookings made while the change was being
 * saved (after the affected bookings were checked, before every booking was placed against the new hours) that
 * fall outside the new hours. The owner had not seen them, so they are kept as exceptions and listed here.
 */
export interface WorkingHoursSaved extends WorkingHoursSettings {
  bookedMeanwhile: AffectedBooking[];
}

/** The range a closed day shows when the owner opens it and it has none. */
const NOMINAL_RANGE = { start: '09:00', end: '18:00' } as const;

/**
 * The shop's week as it is edited, from either stored shape (day-ranges.ts): every day present, a closed day
 * keeping its ranges (or a nominal one) for when it opens again.
 */
export function editableWeek(hours: unknown): WorkingHours {
  const stored = hours && typeof hours === 'object' ? (hours as Record<string, unknown>) : {};
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { isOpen, ranges } = readDayHours(stored[day]);
      return [day, { isOpen, ranges: ranges.length > 0 ? ranges : [{ ...NOMINAL_RANGE }] }];
    }),
  ) as WorkingHours;
}

// ---------------------------------------------------------------------------------------------------------
// Policies and auto-confirm

const wholeIn = (max: number) =>
  yup
    .number()
    .strict()
    .typeError('validation.number')
    .integer('validation.integer')
    .min(0, 'validation.range')
    .max(max, 'validation.range')
    .required('validation.required');

/** PUT /api/shops/{id}/policies (money in euro, as the API shows it). */
export const policiesUpdateSchema = yup
  .object({
    cancellation: yup
      .object({
        allowedHours: wholeIn(POLICY_LIMITS.hours),
        feePercentage: wholeIn(POLICY_LIMITS.percent),
      })
      .noUnknown()
      .required('validation.required'),
    reschedule: yup
      .object({
        allowedHours: wholeIn(POLICY_LIMITS.hours),
        maxReschedules: wholeIn(POLICY_LIMITS.maxReschedules),
      })
      .noUnknown()
      .required('validation.required'),
    noShow: yup
      .object({
        feeAmount: yup
          .number()
          .strict()
          .typeError('validation.number')
          .min(0, 'validation.range')
          .max(POLICY_LIMITS.noShowFee, 'validation.range')
          .test('cents', 'validation.range', (v) => v === undefined || Number.isInteger(v * 100))
          .required('validation.required'),
        maxNoShows: wholeIn(POLICY_LIMITS.maxNoShows),
      })
      .noUnknown()
      .required('validation.required'),
    autoConfirm: yup.boolean().strict().required('validation.required'),
  })
  .noUnknown();
export type PoliciesSettings = yup.InferType<typeof policiesUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Notification settings (spec 03 §7 personal-area-settings; newBookings is the shop's own toggle)

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push', 'newBookings'] as const;

export const notificationSettingsSchema = yup
  .object({
    notifications: yup
      .object(
        Object.fromEntries(
          NOTIFICATION_CHANNELS.map((channel) => [
            channel,
            yup.boolean().strict().required('validation.required'),
          ]),
        ) as Record<(typeof NOTIFICATION_CHANNELS)[number], yup.BooleanSchema<boolean>>,
      )
      .noUnknown()
      .required('validation.required'),
  })
  .noUnknown();
export type ShopNotificationSettings = yup.InferType<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: ShopNotificationSettings = {
  notifications: { email: true, sms: false, push: false, newBookings: true },
};

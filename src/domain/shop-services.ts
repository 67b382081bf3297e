import * as yup from 'yup';
import { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_NOTICE_HOURS } from './booking';
import { allow, refuse, type Decision } from './decision';
import { LIMITS } from './limits';
import { localizedTextOf, type StoredText } from './localized-text';
import type { ServiceImage } from './service-images';

/**
 * The owner's services editor (spec 03 §2 "Services", §5, §7): the request schema shared by the form and the
 * server, the stored ↔ API mapping (euro in the API, integer cents stored) and the rules that decide an
 * outcome (order, delete, limits), used by the server and the mocks alike.
 */

/** Categories of the service editor (spec 03 §3). */
export const SERVICE_CATEGORIES = [
  'hair',
  'nails',
  'facial',
  'massage',
  'waxing',
  'makeup',
  'other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_LIMITS = {
  nameMin: 2,
  nameMax: LIMITS.name,
  descriptionMax: LIMITS.description,
  /** spec 03 §9: at least 5 minutes; a half day is the longest treatment a salon books in one go */
  durationMinMinutes: 5,
  durationMaxMinutes: 12 * 60,
  /** euro */
  priceMax: 10_000,
  options: 20,
  /** services one shop may list: the menu, the catalog entry and the order request stay small */
  perShop: 100,
  maxAdvanceDays: 365,
  /** notice and free cancellation windows: up to 30 days */
  hoursMax: 720,
} as const;

/** Hours and minutes choices of the editor's duration selects. */
export const DURATION_HOUR_CHOICES = Array.from({ length: 13 }, (_, i) => i);
export const DURATION_MINUTE_CHOICES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;

/** Message ids of the editor's validation failures (catalogs: `shopSetup.services.*`). */
export const SERVICE_MESSAGES = {
  nameRequired: 'shopSetup.services.nameRequired',
  nameTooShort: 'shopSetup.services.nameTooShort',
  categoryRequired: 'shopSetup.services.categoryRequired',
  priceRequired: 'shopSetup.services.priceRequired',
  pricePositive: 'shopSetup.services.pricePositive',
  priceTooHigh: 'shopSetup.services.priceTooHigh',
  priceCents: 'shopSetup.services.priceCents',
  durationRequired: 'shopSetup.services.durationRequired',
  durationTooShort: 'shopSetup.services.durationTooShort',
  durationTooLong: 'shopSetup.services.durationTooLong',
  optionPriceInvalid: 'shopSetup.services.optionPriceInvalid',
  amountNegative: 'shopSetup.services.amountNegative',
  wholeNumber: 'shopSetup.services.wholeNumber',
  outOfRange: 'shopSetup.services.outOfRange',
} as const;

/** Euro → integer cents without float drift (12.34 → 1234, not 1233). */
export const euroToCents = (euro: number): number => Math.round(euro * 100);
export const centsToEuro = (cents: number): number => Math.round(cents) / 100;
/** Whether an amount in euro has at most two decimals (12.345 has not). */
export const isWholeCents = (euro: number): boolean =>
  Math.abs(euro * 100 - Math.round(euro * 100)) < 1e-6;

export interface ServiceDuration {
  hours: number;
  minutes: number;
}
export const durationMinutesOf = (duration: ServiceDuration): number =>
  duration.hours * 60 + duration.minutes;
export const durationOfMinutes = (total: number): ServiceDuration => ({
  hours: Math.floor(total / 60),
  minutes: total % 60,
});

export const isBlank = (text: string | undefined | null) => !text || text.trim() === '';

/** A bilingual text field; `required` = at least one language filled, each filled one ≥ 2 characters. */
function bilingualText(max: number, required: boolean) {
  const language = yup
    .string()
    .max(max, 'validation.tooLong')
    .test('min', SERVICE_MESSAGES.nameTooShort, (value) =>
      !required || isBlank(value) ? true : value!.trim().length >= SERVICE_LIMITS.nameMin,
    );
  // no default object: an update that leaves the field out must not be tested as an empty name
  const text = yup.object({ en: language, it: language }).default(undefined);
  return required
    ? text.test(
        'named',
        SERVICE_MESSAGES.nameRequired,
        (value) => value == null || !isBlank(value.en) || !isBlank(value.it),
      )
    : text;
}

const euroAmount = (positive: boolean) =>
  yup
    .number()
    .typeError(SERVICE_MESSAGES.priceRequired)
    .test(
      'positive',
      positive ? SERVICE_MESSAGES.pricePositive : SERVICE_MESSAGES.amountNegative,
      (value) => (value === undefined ? true : positive ? value > 0 : value >= 0),
    )
    .max(SERVICE_LIMITS.priceMax, SERVICE_MESSAGES.priceTooHigh)
    .test('cents', SERVICE_MESSAGES.priceCents, (value) =>
      value === undefined ? true : isWholeCents(value),
    );

const wholeNumber = (min: number, max: number) =>
  yup
    .number()
    .typeError(SERVICE_MESSAGES.wholeNumber)
    .integer(SERVICE_MESSAGES.wholeNumber)
    .min(min, SERVICE_MESSAGES.outOfRange)
    .max(max, SERVICE_MESSAGES.outOfRange);

const durationSchema = yup
  .object({
    hours: wholeNumber(0, SERVICE_LIMITS.durationMaxMinutes / 60).required(
      SERVICE_MESSAGES.durationRequired,
    ),
    minutes: wholeNumber(0, 59).required(SERVICE_MESSAGES.durationRequired),
  })
  .default(undefined)
  .test('min', SERVICE_MESSAGES.durationTooShort, (value) =>
    value?.hours === undefined || value.minutes === undefined
      ? true
      : durationMinutesOf(value as ServiceDuration) >= SERVICE_LIMITS.durationMinMinutes,
  )
  .test('max', SERVICE_MESSAGES.durationTooLong, (value) =>
    value?.hours === undefined || value.minutes === undefined
      ? true
      : durationMinutesOf(value as ServiceDuration) <= SERVICE_LIMITS.durationMaxMinutes,
  );

const optionSchema = yup.object({
  name: bilingualText(SERVICE_LIMITS.nameMax, true),
  price: euroAmount(false).required(SERVICE_MESSAGES.optionPriceInvalid),
});

/** The fields of a service request; `create` makes the spec's required ones required and fills defaults. */
function serviceFields(create: boolean) {
  const need = <S extends yup.Schema>(schema: S, message: string) =>
    (create ? schema.required(message) : schema.optional()) as S;
  return {
    name: create
      ? bilingualText(SERVICE_LIMITS.nameMax, true).required(SERVICE_MESSAGES.nameRequired)
      : bilingualText(SERVICE_LIMITS.nameMax, true),
    description: bilingualText(SERVICE_LIMITS.descriptionMax, false),
    category: need(
      yup.string().oneOf([...SERVICE_CATEGORIES], SERVICE_MESSAGES.categoryRequired),
      SERVICE_MESSAGES.categoryRequired,
    ),
    price: need(euroAmount(true), SERVICE_MESSAGES.priceRequired),
    duration: create ? durationSchema.required(SERVICE_MESSAGES.durationRequired) : durationSchema,
    enabled: yup.boolean(),
    onlineBooking: yup.boolean(),
    requiresConsultation: yup.boolean(),
    options: yup.array(optionSchema).max(SERVICE_LIMITS.options, 'validation.tooMany'),
    maxAdvanceDays: wholeNumber(1, SERVICE_LIMITS.maxAdvanceDays),
    minNoticeHours: wholeNumber(0, SERVICE_LIMITS.hoursMax),
    freeCancellationHours: wholeNumber(0, SERVICE_LIMITS.hoursMax),
    cancellationFee: euroAmount(false),
  };
}

/** POST /api/shops/:id/services, and the editor's form (which always sends every field). */
export const serviceCreateSchema = yup.object(serviceFields(true));
/** PUT /api/shops/:id/services/:serviceId: any subset of the fields (`{ enabled: false }` disables). */
export const serviceUpdateSchema = yup.object(serviceFields(false));
/** PUT /api/shops/:id/services/order */
export const serviceOrderSchema = yup.object({
  serviceIds: yup
    .array(yup.string().required('validation.invalidType').max(LIMITS.id, 'validation.tooLong'))
    .required('validation.required')
    .max(SERVICE_LIMITS.perShop, 'validation.tooMany'),
});
/** GET /api/shops/:id/services?scope=manage */
export const MANAGE_SCOPE = 'manage';

export type ServiceCreateInput = yup.InferType<typeof serviceCreateSchema>;
export type ServiceUpdateInput = Partial<yup.InferType<typeof serviceUpdateSchema>>;

/** A text the owner edits: both languages, '' for one not written (the form's fields and a stable shape). */
export interface BilingualText {
  en: string;
  it: string;
}
export const bilingualOf = (stored: StoredText): BilingualText => {
  const text = localizedTextOf(stored);
  return { en: text.en ?? '', it: text.it ?? '' };
};

export interface ServiceOption {
  name: BilingualText;
  /** euro */
  price: number;
}

/** A service as its owner edits it: both languages, disabled ones too; money in euro. */
export interface ManagedService {
  id: string;
  name: BilingualText;
  description: BilingualText;
  category: ServiceCategory;
  price: number;
  duration: ServiceDuration;
  enabled: boolean;
  onlineBooking: boolean;
  requiresConsultation: boolean;
  /** uploaded apart from the form (`POST|DELETE …/services/{serviceId}/image`); null when none */
  image: ServiceImage | null;
  options: ServiceOption[];
  maxAdvanceDays: number;
  minNoticeHours: number;
  freeCancellationHours: number;
  cancellationFee: number;
}

/** The editor's values: a ManagedService without its id and picture (the shape the create request sends). */
export type ServiceFormValues = Omit<ManagedService, 'id' | 'image'>;

export const EMPTY_SERVICE: ServiceFormValues = {
  name: { en: '', it: '' },
  description: { en: '', it: '' },
  category: 'hair',
  price: 0,
  duration: { hours: 0, minutes: 30 },
  enabled: true,
  onlineBooking: true,
  requiresConsultation: false,
  options: [],
  maxAdvanceDays: DEFAULT_MAX_ADVANCE_DAYS,
  minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
  freeCancellationHours: DEFAULT_FREE_CANCELLATION_HOURS,
  cancellationFee: 0,
};

/** A new service may be added while the shop lists fewer than the limit. */
export function checkServiceRoom(count: number): Decision<null> {
  return count < SERVICE_LIMITS.perShop
    ? allow(null)
    : refuse('SHOP_SERVICE_LIMIT', undefined, { max: SERVICE_LIMITS.perShop });
}

/** A requested order must name each of the shop's current services exactly once. */
export function checkServiceOrder(current: readonly string[], requested: readonly string[]) {
  const wanted = new Set(requested);
  const same =
    wanted.size === requested.length &&
    requested.length === current.length &&
    current.every((id) => wanted.has(id));
  return same ? allow([...requested]) : refuse('SHOP_SERVICE_ORDER_MISMATCH');
}

/** A service may be deleted only while no upcoming booking uses it; otherwise the owner disables it. */
export function checkServiceDeletion(upcomingBookings: number): Decision<null> {
  return upcomingBookings === 0
    ? allow(null)
    : refuse('SHOP_SERVICE_HAS_BOOKINGS', undefined, { count: upcomingBookings });
}

/** An audit trail field path (joined, not a template: it is no message id). */
const auditField = (...parts: string[]) => ['services', ...parts].join('.');

/** The fields a write changed, for the audit trail (`services.<id>.<field>`, API names and euro). */
export function serviceChanges(
  before: ManagedService | null,
  after: ManagedService | null,
): { field: string; before: unknown; after: unknown }[] {
  const id = after?.id ?? before?.id ?? '';
  if (!before || !after)
    return [{ field: auditField(id), before: before ?? null, after: after ?? null }];
  return (Object.keys(after) as (keyof ManagedService)[])
    .filter((key) => key !== 'id' && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: auditField(id, key), before: before[key], after: after[key] }));
}

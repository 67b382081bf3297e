import { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_NOTICE_HOURS } from './booking';
import { LIMITS } from './limits';
import { localizedTextOf, type LocalizedText, type StoredText } from './localized-text';
import { serviceImageOf } from './service-images';
import {
  DEFAULT_FREE_CANCELLATION_HOURS,
  EMPTY_SERVICE,
  SERVICE_CATEGORIES,
  bilingualOf,
  centsToEuro,
  durationMinutesOf,
  durationOfMinutes,
  euroToCents,
  type ManagedService,
  type ServiceCategory,
  type ServiceCreateInput,
  type ServiceDuration,
  type ServiceFormValues,
  type ServiceUpdateInput,
} from './shop-services';

/**
 * A service as stored (server/models/service.model.ts: money in cents, `active` = enabled) and its mapping to
 * and from the API's managed service (euro), plus the ids a shop's services get.
 */
/** A service as stored (server/models/service.model.ts): money in cents, `active` = enabled. */
export interface StoredServiceFields {
  name: LocalizedText;
  description: LocalizedText;
  category: ServiceCategory;
  priceCents: number;
  durationMinutes: number;
  active: boolean;
  onlineBooking: boolean;
  requiresConsultation: boolean;
  /** the uploaded picture's id (server/models/service-image.model.ts), null when none */
  imageId: string | null;
  options: { name: LocalizedText; priceCents: number }[];
  maxAdvanceDays: number;
  minNoticeHours: number;
  freeCancellationHours: number;
  cancellationFeeCents: number;
}

/** Trimmed texts, blank languages dropped: what is stored. */
const cleanText = (text: LocalizedText | undefined): LocalizedText =>
  localizedTextOf(
    Object.fromEntries(Object.entries(text ?? {}).map(([k, v]) => [k, v?.trim() ?? ''])),
  );

/** The stored fields a (validated) request sets: all of them for a create, only those sent for an update. */
export function storedFieldsOf(input: ServiceUpdateInput): Partial<StoredServiceFields> {
  const out: Partial<StoredServiceFields> = {};
  if (input.name !== undefined) out.name = cleanText(input.name);
  if (input.description !== undefined) out.description = cleanText(input.description);
  if (input.category !== undefined) out.category = input.category as ServiceCategory;
  if (input.price !== undefined) out.priceCents = euroToCents(input.price);
  if (input.duration !== undefined)
    out.durationMinutes = durationMinutesOf(input.duration as ServiceDuration);
  if (input.enabled !== undefined) out.active = input.enabled;
  if (input.onlineBooking !== undefined) out.onlineBooking = input.onlineBooking;
  if (input.requiresConsultation !== undefined)
    out.requiresConsultation = input.requiresConsultation;
  if (input.options !== undefined)
    out.options = input.options.map((option) => ({
      name: cleanText(option.name),
      priceCents: euroToCents(option.price),
    }));
  if (input.maxAdvanceDays !== undefined) out.maxAdvanceDays = input.maxAdvanceDays;
  if (input.minNoticeHours !== undefined) out.minNoticeHours = input.minNoticeHours;
  if (input.freeCancellationHours !== undefined)
    out.freeCancellationHours = input.freeCancellationHours;
  if (input.cancellationFee !== undefined)
    out.cancellationFeeCents = euroToCents(input.cancellationFee);
  return out;
}

/** A new service's stored fields: what the request set, the rest from the defaults (no picture yet). */
export function newStoredService(input: ServiceCreateInput): StoredServiceFields {
  return {
    ...storedFieldsOf(EMPTY_SERVICE),
    ...storedFieldsOf(input),
    imageId: null,
  } as StoredServiceFields;
}

/** A stored service (older documents may lack the newer fields or hold plain-string texts) → ManagedService. */
export interface StoredServiceLike {
  _id: string;
  name: StoredText;
  description?: StoredText;
  category: string;
  priceCents: number;
  durationMinutes: number;
  active?: boolean | null;
  onlineBooking?: boolean | null;
  requiresConsultation?: boolean | null;
  imageId?: string | null;
  options?: { name: StoredText; priceCents: number }[] | null;
  maxAdvanceDays?: number | null;
  minNoticeHours?: number | null;
  freeCancellationHours?: number | null;
  cancellationFeeCents?: number | null;
}

/** `shopId`: the service's shop (its picture's URL is under it). */
export function managedServiceOf(stored: StoredServiceLike, shopId: string): ManagedService {
  return {
    id: stored._id,
    name: bilingualOf(stored.name),
    description: bilingualOf(stored.description),
    category: (SERVICE_CATEGORIES as readonly string[]).includes(stored.category)
      ? (stored.category as ServiceCategory)
      : 'other',
    price: centsToEuro(stored.priceCents),
    duration: durationOfMinutes(stored.durationMinutes),
    enabled: stored.active !== false,
    onlineBooking: stored.onlineBooking !== false,
    requiresConsultation: stored.requiresConsultation === true,
    image: serviceImageOf(shopId, stored.imageId),
    options: (stored.options ?? []).map((option) => ({
      name: bilingualOf(option.name),
      price: centsToEuro(option.priceCents),
    })),
    maxAdvanceDays: stored.maxAdvanceDays ?? DEFAULT_MAX_ADVANCE_DAYS,
    minNoticeHours: stored.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS,
    freeCancellationHours: stored.freeCancellationHours ?? DEFAULT_FREE_CANCELLATION_HOURS,
    cancellationFee: centsToEuro(stored.cancellationFeeCents ?? 0),
  };
}

/** The editor's values for an existing service (the dialog's initial values). */
export function formValuesOf(service: ManagedService): ServiceFormValues {
  const { id: _id, image: _image, ...values } = service;
  return values;
}

/** A slug of a service's name for its id (`<shopId>--<slug>`, as the seed makes them). */
export function serviceSlugOf(name: LocalizedText): string {
  const text = name.en?.trim() || name.it?.trim() || 'service';
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return slug || 'service';
}

/** A new service's id; `suffix` (random) when the plain one is taken. Fits LIMITS.id (shop ids ≤ 120). */
export const serviceIdFor = (shopId: string, name: LocalizedText, suffix?: string): string =>
  `${shopId}--${serviceSlugOf(name)}${suffix ? `-${suffix}` : ''}`;

/** Whether a path's service id can belong to this shop (anything else is answered 404 without a read). */
export const isServiceIdOf = (shopId: string, serviceId: unknown): serviceId is string =>
  typeof serviceId === 'string' &&
  serviceId.length <= LIMITS.id &&
  serviceId.startsWith(`${shopId}--`) &&
  /^[a-z0-9-]+$/.test(serviceId);

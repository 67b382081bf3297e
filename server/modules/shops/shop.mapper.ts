import { readWorkingHours } from '../../../src/domain/day-ranges';
import { closedWeek } from '../../../src/domain/opening-hours';
import { emptyDistribution, summarizeRatings } from '../../../src/domain/ratings';
import {
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  type AvailabilityShop,
  type BookableService,
  type ShopBreak,
  type StaffMember,
} from '../../../src/domain/booking';
import type { ShopService } from '../../../src/domain/search';
import type { CatalogShop, SearchableShop } from '../../../src/domain/shop-filters';
import { serviceCategoryOf } from '../../../src/domain/shop-search-services';
import type {
  RatingDistribution,
  ServiceSummary,
  ShopFeatures,
  SpecialDate,
  WorkingHours,
} from '../../../src/domain/shop';
import { SHOP_FEATURES } from '../../../src/domain/shop';
import { localized, localizedTextOf, type StoredText } from '../../../src/domain/localized-text';
import { shopContentOf, type ShopContent } from '../../../src/domain/shop-content';
import { publicProfileOf } from '../../../src/domain/shop-public-profile';
import { serviceImageOf } from '../../../src/domain/service-images';
import type { ServiceDoc } from '../../models/service.model';
import { RATING_COUNTER_FIELDS, type ShopDoc } from '../../models/shop.model';

/** The public shop without the per-request parts (open status, distance, favourite, availability). */
export type PublicShop = CatalogShop;

export interface CatalogEntry extends SearchableShop {
  shop: PublicShop;
  /** null when the shop has not set working hours (status 'unknown') */
  hours: WorkingHours | null;
  /** every stored special date; the engine shows today-and-later in the shop's zone */
  specialDates: SpecialDate[];
  ownerId: string | null;
  approvalStatus: string;
  /** the services' keys (`mensHaircut`, …), for the service filters */
  serviceKeys: string[];
  /** the full services, menu order (`GET /api/shops/{id}/services`) */
  serviceDetails: ShopService[];
  /** what the availability engine needs of the shop (the slots endpoint reads no documents) */
  availability: AvailabilityShop;
  /** the active services with their booking settings, menu order */
  bookableServices: BookableService[];
  /**
   * The bilingual texts (description, services, special-date notes, staff roles). `shop`, `serviceDetails`,
   * `bookableServices` and `specialDates` hold them in English (else Italian); a request in another language
   * is served through localizeShop / localizeServices.
   */
  content: ShopContent;
}

/** Served text of a stored field before the caller's language is applied (English, else Italian). */
const baseText = (stored: StoredText): string => localized(stored, 'en');

export const centsToEuro = (cents: number): number => Math.round(cents) / 100;

type LeanShop = Omit<ShopDoc, 'createdAt' | 'updatedAt'> & { createdAt?: Date; updatedAt?: Date };
/** A stored service as read: its texts may be per-language objects or plain (English) strings. */
type LeanService = Pick<
  ServiceDoc,
  'category' | 'durationMinutes' | 'priceCents' | 'sortOrder' | 'serviceKey'
> &
  Partial<Pick<ServiceDoc, 'active' | 'onlineBooking' | 'minNoticeHours' | 'maxAdvanceDays'>> & {
    _id: string;
    shopId?: string;
    name: StoredText;
    description?: StoredText;
    includes?: StoredText[] | null;
    requirements?: StoredText[] | null;
    imageId?: string | null;
  };

/** A service document → what booking needs of it (missing settings take the defaults). */
export function toBookableService(service: LeanService, shopId: string): BookableService {
  return {
    id: service._id,
    shopId: service.shopId ?? shopId,
    name: baseText(service.name),
    names: localizedTextOf(service.name),
    description: baseText(service.description),
    category: service.category,
    durationMinutes: service.durationMinutes,
    priceCents: service.priceCents,
    bookable: service.active !== false && service.onlineBooking !== false,
    minNoticeHours: service.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS,
    maxAdvanceDays: service.maxAdvanceDays ?? DEFAULT_MAX_ADVANCE_DAYS,
  };
}

/** Stored team members → the public StaffMember (`_id` → `id`, hours null when they work the shop's). */
export function staffOf(value: unknown): StaffMember[] {
  const list = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return list
    .filter((m) => typeof m?._id === 'string' && typeof m.name === 'string')
    .map((m) => ({
      id: m._id as string,
      name: m.name as string,
      ...(baseText(m.role as StoredText) ? { role: baseText(m.role as StoredText) } : {}),
      photo: typeof m.photo === 'string' ? m.photo : null,
      serviceIds: Array.isArray(m.serviceIds) ? [...(m.serviceIds as string[])] : [],
      workingHours: readWorkingHours(m.workingHours),
      // the dates only: the note is the owner's, never public
      ...(Array.isArray(m.timeOff) && m.timeOff.length > 0
        ? {
            timeOff: (m.timeOff as { from: string; to: string }[]).map(({ from, to }) => ({
              from,
              to,
            })),
          }
        : {}),
    }));
}

export function breaksOf(value: unknown): ShopBreak[] {
  const list = Array.isArray(value) ? (value as Partial<ShopBreak>[]) : [];
  return list
    .filter((b): b is ShopBreak => typeof b?.start === 'string' && typeof b.end === 'string')
    .map((b) => ({ name: b.name ?? '', days: [...(b.days ?? [])], start: b.start, end: b.end }));
}

/** A shop document → the availability engine's view of it. */
export function toAvailabilityShop(doc: {
  _id: string;
  timeZone?: string | null;
  workingHours?: unknown;
  specialDates?: unknown;
  breaks?: unknown;
  staff?: unknown;
}): AvailabilityShop {
  return {
    id: doc._id,
    timeZone: doc.timeZone ?? 'Europe/Rome',
    workingHours: readWorkingHours(doc.workingHours),
    specialDates: storedSpecialDates(doc.specialDates),
    breaks: breaksOf(doc.breaks),
    staff: staffOf(doc.staff),
  };
}

/** `shopId`: the service's shop (its picture is served under it). */
export function toShopService(service: LeanService, shopId: string): ShopService {
  const bookable = toBookableService(service, '');
  return {
    bookable: bookable.bookable,
    minNoticeHours: bookable.minNoticeHours,
    maxAdvanceDays: bookable.maxAdvanceDays,
    id: service._id,
    name: baseText(service.name),
    description: baseText(service.description),
    duration: service.durationMinutes,
    price: centsToEuro(service.priceCents),
    category: serviceCategoryOf(service.category),
    includes: (service.includes ?? []).map(baseText).filter(Boolean),
    requirements: (service.requirements ?? []).map(baseText).filter(Boolean),
    image: serviceImageOf(shopId, service.imageId),
  };
}

export function toServiceSummary(service: LeanService): ServiceSummary {
  return {
    id: service._id,
    name: baseText(service.name),
    duration: service.durationMinutes,
    price: centsToEuro(service.priceCents),
    category: service.category,
  };
}

/** Star counters (`ratings: { one … five }`) → distribution; missing or negative counts are 0. */
export function distributionOf(ratings: unknown): RatingDistribution {
  const counters = (ratings ?? {}) as Partial<Record<string, number>>;
  const out = emptyDistribution();
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = Number(counters[RATING_COUNTER_FIELDS[stars]] ?? 0);
    out[stars] = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  }
  return out;
}

/**
 * Every stored special date, date order. The cut to "today and later in the shop's zone" is made per request with
 * the service's clock (the catalog outlives a day, and tests run at fixed clocks); owners keep few dates.
 */
function storedSpecialDates(value: unknown): SpecialDate[] {
  type Stored = Partial<Omit<SpecialDate, 'description'>> & { description?: StoredText };
  const list = Array.isArray(value) ? (value as Stored[]) : [];
  return list
    .filter((d): d is Stored & { date: string } => typeof d?.date === 'string')
    .map((d) => ({
      date: d.date,
      isClosed: Boolean(d.isClosed),
      start: d.start ?? null,
      end: d.end ?? null,
      description: baseText(d.description),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

function iso(date: Date | undefined | null): string {
  return (date instanceof Date ? date : new Date(date ?? 0)).toISOString();
}

/** Model document + its active services → the catalog entry the API serves from memory. */
export function toCatalogEntry(doc: LeanShop, services: LeanService[]): CatalogEntry {
  const ordered = [...services].sort(
    (a, b) =>
      (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || baseText(a.name).localeCompare(baseText(b.name)),
  );
  const summaries = ordered.map(toServiceSummary);
  const prices = summaries.map((s) => s.price);
  const features = Object.fromEntries(
    SHOP_FEATURES.map((feature) => [
      feature,
      Boolean((doc.features as Partial<ShopFeatures> | undefined)?.[feature]),
    ]),
  ) as ShopFeatures;
  // either stored shape of a day (src/domain/day-ranges.ts) is answered in the current one
  const hours = readWorkingHours(doc.workingHours);
  const ratingDistribution = distributionOf((doc as { ratings?: unknown }).ratings);
  const { rating, reviewCount } = summarizeRatings(ratingDistribution);
  const specialDates = storedSpecialDates((doc as { specialDates?: unknown }).specialDates);
  const location = doc.location as PublicShop['location'];
  const policies = doc.policies as
    | {
        cancellation?: { allowedHours?: number; feePercentage?: number };
        reschedule?: { allowedHours?: number; maxReschedules?: number };
        noShow?: { feeCents?: number; maxNoShows?: number };
      }
    | undefined;

  const shop: PublicShop = {
    id: doc._id,
    name: doc.name,
    description: baseText(doc.description as StoredText),
    businessType: doc.businessType as PublicShop['businessType'],
    category: doc.category as PublicShop['category'],
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    location: {
      address: location.address,
      city: location.city,
      ...(location.state ? { state: location.state } : {}),
      zipCode: location.zipCode,
      country: location.country,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    photos: [...(doc.photos ?? [])],
    rating,
    reviewCount,
    ratingDistribution,
    priceRange:
      prices.length > 0
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: 0, max: 0 },
    services: summaries,
    workingHours: hours ?? closedWeek(),
    specialDates,
    features,
    policies: {
      cancellation: {
        allowedHours: policies?.cancellation?.allowedHours ?? 24,
        feePercentage: policies?.cancellation?.feePercentage ?? 0,
      },
      reschedule: {
        allowedHours: policies?.reschedule?.allowedHours ?? 24,
        maxReschedules: policies?.reschedule?.maxReschedules ?? 2,
      },
      noShow: {
        feeAmount: centsToEuro(policies?.noShow?.feeCents ?? 0),
        maxNoShows: policies?.noShow?.maxNoShows ?? 3,
      },
    },
    timeZone: doc.timeZone ?? 'Europe/Rome',
    staff: staffOf((doc as { staff?: unknown }).staff),
    breaks: breaksOf((doc as { breaks?: unknown }).breaks),
    autoConfirm: (doc as { autoConfirm?: boolean }).autoConfirm !== false,
    logo: typeof doc.logo === 'string' && doc.logo ? doc.logo : null,
    profile: publicProfileOf(doc),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
  return {
    shop,
    hours,
    specialDates,
    ownerId: doc.ownerId ?? null,
    approvalStatus: doc.approvalStatus ?? 'pending',
    serviceKeys: ordered.map((s) => s.serviceKey).filter((k): k is string => !!k),
    serviceDetails: ordered.map((service) => toShopService(service, doc._id)),
    availability: toAvailabilityShop(doc as Parameters<typeof toAvailabilityShop>[0]),
    bookableServices: ordered.map((service) => toBookableService(service, doc._id)),
    content: shopContentOf({
      description: doc.description as StoredText,
      services: ordered.map((service) => ({ ...service, id: service._id })),
      specialDates: ((doc as { specialDates?: unknown }).specialDates ?? []) as {
        date: string;
        description?: StoredText;
      }[],
      staff: (((doc as { staff?: unknown }).staff ?? []) as { _id: string; role?: StoredText }[])
        .filter((m) => typeof m?._id === 'string')
        .map((m) => ({ id: m._id, role: m.role })),
    }),
  };
}

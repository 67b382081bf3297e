import { emptyDistribution } from '../../../src/domain/ratings';
import { closedWeek } from '../../../src/domain/opening-hours';
import type { ServiceSummary, Shop, ShopFeatures, WorkingHours } from '../../../src/domain/shop';
import { SHOP_FEATURES } from '../../../src/domain/shop';
import type { ServiceDoc } from '../../models/service.model';
import type { ShopDoc } from '../../models/shop.model';

/** The public shop without the per-request parts (open status, distance, favourite). */
export type PublicShop = Omit<Shop, 'status' | 'distance' | 'isFavorite'>;

export interface CatalogEntry {
  shop: PublicShop;
  /** null when the shop has not set working hours (status 'unknown') */
  hours: WorkingHours | null;
  ownerId: string | null;
  approvalStatus: string;
  /** lower-cased service keys, for later search */
  serviceKeys: string[];
}

export const centsToEuro = (cents: number): number => Math.round(cents) / 100;

type LeanShop = Omit<ShopDoc, 'createdAt' | 'updatedAt'> & { createdAt?: Date; updatedAt?: Date };
type LeanService = Pick<
  ServiceDoc,
  'name' | 'category' | 'durationMinutes' | 'priceCents' | 'sortOrder' | 'serviceKey'
> & { _id: string };

export function toServiceSummary(service: LeanService): ServiceSummary {
  return {
    id: service._id,
    name: service.name,
    duration: service.durationMinutes,
    price: centsToEuro(service.priceCents),
    category: service.category,
  };
}

function iso(date: Date | undefined | null): string {
  return (date instanceof Date ? date : new Date(date ?? 0)).toISOString();
}

/** Model document + its active services → the catalog entry the API serves from memory. */
export function toCatalogEntry(doc: LeanShop, services: LeanService[]): CatalogEntry {
  const ordered = [...services].sort(
    (a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name),
  );
  const summaries = ordered.map(toServiceSummary);
  const prices = summaries.map((s) => s.price);
  const features = Object.fromEntries(
    SHOP_FEATURES.map((feature) => [
      feature,
      Boolean((doc.features as Partial<ShopFeatures> | undefined)?.[feature]),
    ]),
  ) as ShopFeatures;
  const hours = (doc.workingHours as WorkingHours | undefined) ?? null;
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
    description: doc.description ?? '',
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
    rating: doc.rating ?? 0,
    reviewCount: doc.reviewCount ?? 0,
    ratingDistribution: emptyDistribution(),
    priceRange:
      prices.length > 0
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: 0, max: 0 },
    services: summaries,
    workingHours: hours
      ? (Object.fromEntries(
          Object.entries(closedWeek()).map(([day, closed]) => {
            const h = hours[day as keyof WorkingHours];
            return [day, h ? { isOpen: h.isOpen, start: h.start, end: h.end } : closed];
          }),
        ) as WorkingHours)
      : closedWeek(),
    specialDates: [],
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
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
  return {
    shop,
    hours,
    ownerId: doc.ownerId ?? null,
    approvalStatus: doc.approvalStatus ?? 'pending',
    serviceKeys: ordered.map((s) => s.serviceKey).filter((k): k is string => !!k),
  };
}

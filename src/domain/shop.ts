import type { ShopBreak, StaffMember } from './booking';
import type { ShopPublicProfile } from './shop-public-profile';

/** Shop as the API returns it (spec 02 §3, spec 03 §3). Money in the API is euro for display, cents on the server models. */

export const BUSINESS_TYPES = [
  'salon',
  'barbershop',
  'spa',
  'nail_salon',
  'beauty_clinic',
  'massage',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An opening range of a day, HH:MM in the shop's time zone (the end may be '24:00'). */
export interface TimeRange {
  start: string;
  end: string;
}

/**
 * A weekday's hours (spec 03 "weekly days open/closed with one or more time ranges"): the ranges in order, apart
 * from each other (09:00–13:00, 15:00–19:00). A closed day may keep ranges, restored when it opens again. Days
 * stored before a day had several ranges hold one `start`–`end` instead: src/domain/day-ranges.ts reads both.
 */
export interface DayHours {
  isOpen: boolean;
  ranges: TimeRange[];
}
export type WorkingHours = Record<Weekday, DayHours>;

/** A date with its own hours (spec 03 "Special dates with custom hours and a description"); wins over the weekday. */
export interface SpecialDate {
  /** YYYY-MM-DD in the shop's time zone */
  date: string;
  isClosed: boolean;
  /** HH:MM, when open */
  start: string | null;
  end: string | null;
  description: string;
}

/** How many reviews gave each number of stars (derived from stored reviews). */
export type RatingDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

export const SHOP_FEATURES = [
  'onlineBooking',
  'instantBooking',
  'wheelchairAccessible',
  'parking',
  'wifi',
  'creditCards',
  'walkInsWelcome',
] as const;
export type ShopFeature = (typeof SHOP_FEATURES)[number];
export type ShopFeatures = Record<ShopFeature, boolean>;

export interface ShopLocation {
  address: string;
  city: string;
  state?: string;
  zipCode: string;
  country: string;
  /** null until the owner sets the address (a shop made at sign-up) */
  latitude: number | null;
  longitude: number | null;
}

export interface ShopPolicies {
  cancellation: { allowedHours: number; feePercentage: number };
  reschedule: { allowedHours: number; maxReschedules: number };
  noShow: { feeAmount: number; maxNoShows: number };
}

export interface ServiceSummary {
  id: string;
  name: string;
  /** minutes */
  duration: number;
  /** euro */
  price: number;
  category: string;
}

/** Status shown on a shop card; computed on the server from working hours in the shop's time zone. */
export type ShopOpenStatus = 'open' | 'closed' | 'busy' | 'unknown';

/** Home-page featured-shop tab (spec 01 "Featured shops"). */
export type ShopCategory = 'hair' | 'spa' | 'barber' | 'nails';

/** The featured-shop tab each kind of business appears under. */
export const SHOP_CATEGORY_OF_TYPE: Readonly<Record<BusinessType, ShopCategory>> = {
  salon: 'hair',
  barbershop: 'barber',
  spa: 'spa',
  nail_salon: 'nails',
  beauty_clinic: 'spa',
  massage: 'spa',
};

export interface Shop {
  id: string;
  name: string;
  description: string;
  businessType: BusinessType;
  category: ShopCategory;
  phone: string;
  email: string;
  location: ShopLocation;
  /** app-served image URLs, first is the cover */
  photos: string[];
  /** average of the reviews, one decimal; derived, never typed in */
  rating: number;
  reviewCount: number;
  ratingDistribution: RatingDistribution;
  /** euro, derived from the shop's services */
  priceRange: { min: number; max: number };
  services: ServiceSummary[];
  workingHours: WorkingHours;
  /** today and later only */
  specialDates: SpecialDate[];
  features: ShopFeatures;
  policies: ShopPolicies;
  timeZone: string;
  /** the team (spec 03 "team members"); empty = the shop works as one chair */
  staff: StaffMember[];
  /** named breaks (e.g. lunch) on some weekdays; no slots overlap them */
  breaks: ShopBreak[];
  /** new bookings are confirmed at once (true) or wait for the shop (false) */
  autoConfirm: boolean;
  /** the logo (shop photos, thumbnail size); null when the owner set none */
  logo: string | null;
  /** links (http(s) only), specialties, languages, payment, certifications, awards, experience */
  profile: ShopPublicProfile;
  status: ShopOpenStatus;
  /** km from the caller's position, when one was given (null when the shop has no coordinates yet) */
  distance?: number | null;
  isFavorite?: boolean;
  /** open hours (later: a free slot) in the next days */
  hasAvailability?: boolean;
  createdAt: string;
  updatedAt: string;
}

import type { BusinessType, ShopFeature, Weekday } from '@/domain/shop';
import type { RatingDistributionLabels } from '../RatingDistribution/RatingDistribution';
import type { ShopProfileLabels } from './ShopProfileFacts';

/** Every text of the shop details modal (spec 02 §2.3), handed in by the app. */
export interface ShopDetailsLabels {
  businessType: Record<BusinessType, string>;
  features: Record<ShopFeature, string>;
  weekdays: Record<Weekday, string>;
  /** "Rated {rating} out of 5" */
  rating: (value: string) => string;
  reviews: (count: number) => string;
  /** shown instead of a rating without reviews: 'N/A' */
  noRating: string;
  /** "{distance} away" */
  distance: (distance: string) => string;
  addFavorite: string;
  removeFavorite: string;
  close: string;
  gallery: string;
  /** "+{count} more" */
  morePhotos: (count: number) => string;
  /** "{name}, photo {index}" */
  photoAlt: (name: string, index: number) => string;
  about: string;
  noDescription: string;
  /** the owner's profile part (experience, specialties, languages, payment, honours, links) */
  profile: ShopProfileLabels;
  contact: string;
  address: string;
  phone: string;
  email: string;
  priceRange: string;
  /** 'Not available' */
  notAvailable: string;
  /** "{min} – {max}" (prices already formatted) */
  priceBetween: (min: string, max: string) => string;
  hours: string;
  closed: string;
  /** "{start} – {end}" */
  hoursRange: (start: string, end: string) => string;
  specialDates: string;
  services: string;
  servicesLoading: string;
  noServices: string;
  /** "{minutes} min" */
  duration: (minutes: number) => string;
  book: string;
  /** accessible name of a service's Book button: "Book {name}" */
  bookService: (name: string) => string;
  featuresHeading: string;
  noFeatures: string;
  reviewsHeading: string;
  noReviews: string;
  /** "Based on {count} reviews" */
  basedOn: (count: number) => string;
  distribution: RatingDistributionLabels;
}

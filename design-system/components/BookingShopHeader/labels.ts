import type { BusinessType, ShopFeature, Weekday } from '@/domain/shop';
import type { ShopRatingLabels } from '../RatingStars/ShopRating';

/** Every text of the booking page's shop header (spec 02 §2.4), handed in by the app. */
export interface BookingShopHeaderLabels extends ShopRatingLabels {
  businessType: Record<BusinessType, string>;
  features: Record<ShopFeature, string>;
  weekdays: Record<Weekday, string>;
  /** accessible name of the photo strip: "Photos" */
  gallery: string;
  /** "{name}, photo {index}" */
  photoAlt: (name: string, index: number) => string;
  /** the visible count on the last thumbnail: "+{count}" */
  morePhotos: (count: number) => string;
  /** its accessible text: "{count} more photos" */
  morePhotosAria: (count: number) => string;
  /** "Address" */
  address: string;
  /** "Opening hours" */
  hours: string;
  closed: string;
  /** "{start} – {end}" */
  hoursRange: (start: string, end: string) => string;
  /** "Features" */
  featuresHeading: string;
}

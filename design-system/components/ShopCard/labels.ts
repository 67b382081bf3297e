import type {
  BusinessType,
  ServiceSummary,
  Shop,
  ShopFeature,
  ShopLocation,
  ShopOpenStatus,
} from '@/domain/shop';

/** The part of a Shop the card shows; a full `Shop` fits. */
export interface ShopCardShop {
  id: string;
  name: string;
  businessType: BusinessType;
  phone?: string;
  location: Pick<ShopLocation, 'address'> & Partial<Pick<ShopLocation, 'city'>>;
  /** First photo is the image; empty/missing → illustrated fallback. */
  photos?: string[];
  rating?: number;
  reviewCount?: number;
  priceRange?: Shop['priceRange'];
  services?: Pick<ServiceSummary, 'id' | 'name'>[];
  features?: Partial<Record<ShopFeature, boolean>>;
  status?: ShopOpenStatus | null;
  /** km */
  distance?: number | null;
  isFavorite?: boolean;
}

export interface ShopCardLabels {
  status: Record<ShopOpenStatus, string>;
  businessType: Record<BusinessType, string>;
  features: Record<ShopFeature, string>;
  /** "+{count} more" */
  moreServices: (count: number) => string;
  /** "From {price}" — price already formatted in euro. */
  fromPrice: (price: string) => string;
  /** "{count} reviews" */
  reviews: (count: number) => string;
  /** Accessible rating text, e.g. "Rated 4.8 out of 5". */
  rating: (value: string) => string;
  /** Shown instead of a rating when there are no reviews, e.g. "New". */
  noRating: string;
  /** Accessible distance text, e.g. "{distance} away" (distance already formatted). */
  distance: (distance: string) => string;
  addFavorite: string;
  removeFavorite: string;
  book: string;
  details: string;
  /** Accessible name of the phone link, e.g. "Call {name}". */
  call: (name: string) => string;
  /** Accessible name of the hours line, e.g. "Opening hours". */
  hours: string;
}

import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RatingStars } from './RatingStars';

export interface ShopRatingLabels {
  /** accessible rating text, e.g. "Rated {value} out of 5" (value already formatted) */
  rating: (value: string) => string;
  /** "{count} reviews" */
  reviews: (count: number) => string;
  /** shown instead of stars when nobody has reviewed the shop yet ('N/A') */
  noRating: string;
}

export interface ShopRatingProps {
  rating: number;
  reviewCount: number;
  labels: ShopRatingLabels;
  compact?: boolean;
}

/** A shop's stars with one decimal and its review count, or the no-rating text: the same on every shop surface. */
export function ShopRating({ rating, reviewCount, labels, compact = false }: ShopRatingProps) {
  const intl = useIntl();
  if (reviewCount <= 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="shop-rating-na">
        {labels.noRating}
      </Typography>
    );
  return (
    <RatingStars
      compact={compact}
      value={rating}
      label={labels.rating(
        intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      )}
      caption={`(${labels.reviews(reviewCount)})`}
    />
  );
}

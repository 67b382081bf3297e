import { formatKm } from '../RatingStars/format-km';
import { ShopRating } from '../RatingStars/ShopRating';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import EuroRounded from '@mui/icons-material/EuroRounded';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import { useIntl } from 'react-intl';
import { CARD_SERVICES_SHOWN, CURRENCY } from '@/domain/constants';
import { RESULT_CARD_FEATURES_SHOWN } from '@/domain/search';
import type { Shop, ShopFeature } from '@/domain/shop';
import { StatusBadge, normalizeStatus } from '../StatusBadge/StatusBadge';
import { FeatureTags, ServiceTags } from '../ShopCard/ShopCardTags';
import type { ShopCardLabels } from '../ShopCard/ShopCard';

export interface ShopResultCardLabels extends Pick<
  ShopCardLabels,
  | 'status'
  | 'businessType'
  | 'features'
  | 'moreServices'
  | 'reviews'
  | 'rating'
  | 'distance'
  | 'addFavorite'
  | 'removeFavorite'
  | 'call'
  | 'hours'
> {
  /** 'N/A' */
  noRating: string;
  addressUnavailable: string;
  phoneUnavailable: string;
  hoursUnavailable: string;
  /** "{min} – {max}", both already formatted in euro */
  priceRange: (min: string, max: string) => string;
  /** accessible name of the price line, e.g. "Price range" */
  priceLabel: string;
  viewDetails: string;
  bookNow: string;
}

export interface ShopResultCardProps {
  shop: Shop;
  labels: ShopResultCardLabels;
  /** the hours line, already worded ('Open until 19:00' …); null → 'Hours not available' */
  hoursText: string | null;
  isFavorite: boolean;
  favoritePending?: boolean;
  onToggleFavorite: (shop: Shop) => void;
  onViewDetails: (shop: Shop) => void;
  onBookNow: (shop: Shop) => void;
  headingLevel?: 2 | 3 | 4;
  /**
   * The photo is likely the largest thing on the first screen (the first result): it is requested at once with
   * high priority instead of lazily when it nears the viewport.
   */
  priorityImage?: boolean;
}

/** The card's feature chips, in this order, at most RESULT_CARD_FEATURES_SHOWN (spec 02 §2.1). */
export const RESULT_CARD_FEATURES: readonly ShopFeature[] = [
  'wifi',
  'parking',
  'creditCards',
  'wheelchairAccessible',
];

/** A shop in the search results (spec 02 §2.1 "Shop result card"), with the spec's fallbacks for gaps. */
export function ShopResultCard({
  shop,
  labels,
  hoursText,
  isFavorite,
  favoritePending = false,
  onToggleFavorite,
  onViewDetails,
  onBookNow,
  headingLevel = 3,
  priorityImage = false,
}: ShopResultCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const photo = shop.photos?.find((p) => typeof p === 'string' && p.length > 0);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const status = normalizeStatus(shop.status);
  const services = shop.services ?? [];
  const features = RESULT_CARD_FEATURES.filter((f) => shop.features?.[f] === true).slice(
    0,
    RESULT_CARD_FEATURES_SHOWN,
  );
  const hasRating = typeof shop.rating === 'number' && shop.rating > 0;
  const euro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  const price =
    shop.priceRange && services.length > 0
      ? labels.priceRange(euro(shop.priceRange.min), euro(shop.priceRange.max))
      : null;
  const address = [shop.location?.address, shop.location?.city].filter(Boolean).join(', ');
  const distance = typeof shop.distance === 'number' ? formatKm(intl, shop.distance) : null;

  const line = { display: 'flex', alignItems: 'flex-start', gap: 0.75 } as const;
  const icon = { fontSize: 18, mt: '1px', color: 'text.secondary' } as const;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="shop-result-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {photo && failedSrc !== photo ? (
        <Box
          component="img"
          src={photo}
          alt=""
          loading={priorityImage ? 'eager' : 'lazy'}
          fetchPriority={priorityImage ? 'high' : 'auto'}
          // a broken photo is hidden (spec 02 §2.1)
          onError={() => setFailedSrc(photo)}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <StatusBadge status={status} label={labels.status[status]} />
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {labels.businessType[shop.businessType] ?? shop.businessType}
          </Typography>
          {distance ? (
            <Typography
              variant="caption"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
            >
              <NearMeRounded sx={{ fontSize: 14 }} aria-hidden="true" />
              {labels.distance(distance)}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <IconButton
            size="small"
            onClick={() => onToggleFavorite(shop)}
            disabled={favoritePending}
            aria-label={isFavorite ? labels.removeFavorite : labels.addFavorite}
            aria-pressed={isFavorite}
            aria-describedby={titleId}
            sx={(t) => ({ color: isFavorite ? (t.vars ?? t).palette.accent.favorite : undefined })}
          >
            {isFavorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
          </IconButton>
        </Box>
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          variant="h6"
          sx={{ lineHeight: 1.25 }}
        >
          {shop.name}
        </Typography>
        <ShopRating
          compact
          rating={shop.rating ?? 0}
          reviewCount={hasRating ? (shop.reviewCount ?? 0) : 0}
          labels={labels}
        />
        {shop.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {shop.description}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={line}>
          <PlaceRounded sx={icon} aria-hidden="true" />
          <span>{address || labels.addressUnavailable}</span>
        </Typography>
        <Typography variant="body2" sx={line}>
          <PhoneRounded sx={icon} aria-hidden="true" />
          {shop.phone ? (
            <Link
              href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
              aria-label={`${labels.call(shop.name)}: ${shop.phone}`}
              color="inherit"
            >
              {shop.phone}
            </Link>
          ) : (
            <span>{labels.phoneUnavailable}</span>
          )}
        </Typography>
        <Typography variant="body2" sx={line}>
          <ScheduleRounded sx={icon} aria-label={labels.hours} role="img" />
          <span>{hoursText ?? labels.hoursUnavailable}</span>
        </Typography>
        {price ? (
          <Typography variant="body2" sx={{ ...line, fontWeight: 700 }} data-testid="shop-price">
            <EuroRounded sx={icon} aria-label={labels.priceLabel} role="img" />
            <span>{price}</span>
          </Typography>
        ) : null}
        <FeatureTags features={features} labels={labels.features} />
        <ServiceTags
          services={services.slice(0, CARD_SERVICES_SHOWN)}
          moreLabel={
            services.length > CARD_SERVICES_SHOWN
              ? labels.moreServices(services.length - CARD_SERVICES_SHOWN)
              : null
          }
        />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            fullWidth
            onClick={() => onViewDetails(shop)}
            aria-describedby={titleId}
          >
            {labels.viewDetails}
          </Button>
          <Button
            variant="contained"
            size="small"
            fullWidth
            onClick={() => onBookNow(shop)}
            aria-describedby={titleId}
          >
            {labels.bookNow}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

import { formatKm } from '../RatingStars/format-km';
import { ShopRating } from '../RatingStars/ShopRating';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { BusinessType } from '@/domain/shop';

export interface MapShopCardLabels {
  businessType: Record<BusinessType, string>;
  rating: (value: string) => string;
  reviews: (count: number) => string;
  noRating: string;
  /** "{distance} away" (distance already formatted) */
  distance: (distance: string) => string;
  details: string;
  book: string;
  close: string;
}

export interface MapShopCardProps {
  shop: {
    id: string;
    name: string;
    businessType: BusinessType;
    location: { address: string; city: string };
    photos: string[];
    rating: number;
    reviewCount: number;
    distance?: number | null;
  };
  labels: MapShopCardLabels;
  onViewDetails: () => void;
  onBookNow: () => void;
  /** closing clears the map's selection */
  onClose: () => void;
}

/** The shop picked on the map, shown over it with View Details and Book Now (spec 02 §2.2). */
export function MapShopCard({ shop, labels, onViewDetails, onBookNow, onClose }: MapShopCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const photo = shop.photos.find(Boolean);
  const distance = typeof shop.distance === 'number' ? formatKm(intl, shop.distance) : null;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid="map-shop-card"
      sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start', maxWidth: 440 }}
    >
      {photo ? (
        <Box
          component="img"
          src={photo}
          alt=""
          sx={{ width: 80, height: 80, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ lineHeight: 1.4 }}
        >
          {labels.businessType[shop.businessType] ?? shop.businessType}
        </Typography>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {shop.name}
        </Typography>
        <ShopRating compact rating={shop.rating} reviewCount={shop.reviewCount} labels={labels} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
        >
          <PlaceRounded sx={{ fontSize: 18 }} aria-hidden="true" />
          <span>
            {[shop.location.address, shop.location.city].filter(Boolean).join(', ')}
            {distance ? ` · ${labels.distance(distance)}` : ''}
          </span>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={onViewDetails}>
            {labels.details}
          </Button>
          <Button size="small" variant="contained" onClick={onBookNow}>
            {labels.book}
          </Button>
        </Box>
      </Box>
      <IconButton size="small" onClick={onClose} aria-label={labels.close}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Card>
  );
}

import { formatKm } from '../RatingStars/format-km';
import { ShopRating } from '../RatingStars/ShopRating';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import { useIntl } from 'react-intl';
import type { BusinessType } from '@/domain/shop';
import type { ShopDetailsLabels } from './labels';
import { ShopLogo } from './ShopLogo';

export interface ShopDetailsHeaderProps {
  shop: {
    name: string;
    businessType: BusinessType;
    rating: number;
    reviewCount: number;
    distance?: number | null;
    /** the shop's logo, shown beside the name (decorative: the name is the heading) */
    logo?: string | null;
  };
  labels: Pick<
    ShopDetailsLabels,
    | 'businessType'
    | 'rating'
    | 'reviews'
    | 'noRating'
    | 'distance'
    | 'addFavorite'
    | 'removeFavorite'
    | 'close'
  >;
  /** id of the heading, for the dialog's aria-labelledby */
  titleId: string;
  isFavorite: boolean;
  favoritePending?: boolean;
  /** omit to hide the heart */
  onToggleFavorite?: () => void;
  onClose: () => void;
}

/** Logo, name, stars, review count, business type and distance, with the heart and close buttons. */
export function ShopDetailsHeader({
  shop,
  labels,
  titleId,
  isFavorite,
  favoritePending = false,
  onToggleFavorite,
  onClose,
}: ShopDetailsHeaderProps) {
  const intl = useIntl();
  const distance = typeof shop.distance === 'number' ? formatKm(intl, shop.distance) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {shop.logo ? <ShopLogo src={shop.logo} size={48} /> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {shop.name}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <ShopRating rating={shop.rating} reviewCount={shop.reviewCount} labels={labels} />
          <Typography variant="body2" color="text.secondary">
            {labels.businessType[shop.businessType] ?? shop.businessType}
          </Typography>
          {distance ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <NearMeRounded sx={{ fontSize: 16 }} aria-hidden="true" />
              {labels.distance(distance)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {onToggleFavorite ? (
        <IconButton
          onClick={onToggleFavorite}
          disabled={favoritePending}
          aria-label={isFavorite ? labels.removeFavorite : labels.addFavorite}
          aria-pressed={isFavorite}
          sx={(t) => ({ color: isFavorite ? (t.vars ?? t).palette.accent.favorite : undefined })}
        >
          {isFavorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        </IconButton>
      ) : null}
      <IconButton onClick={onClose} aria-label={labels.close}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

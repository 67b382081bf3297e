import { ShopRating } from '../RatingStars/ShopRating';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useIntl } from 'react-intl';
import type { BusinessType } from '@/domain/shop';
import { AppLinkButton } from '../AppLink/AppLinkButton';
import type { NavigationProps } from '../types';
import { formatInstantDate } from '@/domain/clock-format';
import { FavoriteNotes, type FavoriteNotesLabels } from './FavoriteNotes';

export interface FavoriteShopCardLabels extends FavoriteNotesLabels {
  businessType: Record<BusinessType, string>;
  /** "Added {date}" (date already formatted) */
  added: (date: string) => string;
  /** "Rated {rating} out of 5" */
  rating: (value: string) => string;
  reviews: (count: number) => string;
  noRating: string;
  /** shown when the shop is no longer listed */
  unavailable: string;
  remove: string;
  /** accessible name of the remove button, e.g. "Remove {name} from favourites" */
  removeNamed: (name: string) => string;
  details: string;
  book: string;
}

export interface FavoriteShopCardProps extends NavigationProps {
  favorite: {
    shopId: string;
    addedAt: string;
    notes: string;
    shop: {
      name: string;
      businessType: BusinessType;
      location: { address: string; city: string };
      photos: string[];
      rating: number;
      reviewCount: number;
    } | null;
  };
  labels: FavoriteShopCardLabels;
  /** name shown when the shop is no longer listed (e.g. its id) */
  fallbackName?: string;
  notesMax: number;
  detailsHref: string;
  bookHref: string;
  onRemove: () => void;
  /** a Share button (with this label) when given */
  share?: { label: string; onShare: () => void };
  /** resolves true when saved; false keeps the editor open with an error */
  onSaveNotes: (notes: string) => Promise<boolean>;
  removing?: boolean;
  headingLevel?: 2 | 3;
}

/** A favourite shop on /favorites: photo, name, rating, address, when it was added, the customer's notes. */
export function FavoriteShopCard({
  favorite,
  labels,
  fallbackName,
  notesMax,
  detailsHref,
  bookHref,
  onRemove,
  share,
  onSaveNotes,
  removing = false,
  headingLevel = 2,
  linkComponent,
  onNavigate,
}: FavoriteShopCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const { shop } = favorite;
  const name = shop?.name ?? fallbackName ?? favorite.shopId;
  const photo = shop?.photos.find(Boolean);
  const nav = { linkComponent, onNavigate };
  const added = formatInstantDate(intl.locale, favorite.addedAt);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="favorite-shop-card"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden' }}
    >
      {photo ? (
        <Box
          component="img"
          src={photo}
          alt=""
          loading="lazy"
          sx={{
            width: { xs: '100%', sm: 180 },
            height: { xs: 160, sm: 'auto' },
            objectFit: 'cover',
          }}
        />
      ) : null}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 0 }}>
        {shop ? (
          <Typography variant="overline" component="p" color="text.secondary">
            {labels.businessType[shop.businessType] ?? shop.businessType}
          </Typography>
        ) : null}
        <Typography id={titleId} component={`h${headingLevel}`} variant="h6">
          {name}
        </Typography>
        {shop ? (
          <>
            <ShopRating rating={shop.rating} reviewCount={shop.reviewCount} labels={labels} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
            >
              <PlaceRounded sx={{ fontSize: 18 }} aria-hidden="true" />
              <span>{[shop.location.address, shop.location.city].filter(Boolean).join(', ')}</span>
            </Typography>
          </>
        ) : (
          <Alert severity="info">{labels.unavailable}</Alert>
        )}
        <Typography variant="caption" color="text.secondary">
          {labels.added(added)}
        </Typography>

        <FavoriteNotes
          notes={favorite.notes}
          notesMax={notesMax}
          labels={labels}
          onSave={onSaveNotes}
        />

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          {shop ? (
            <>
              <AppLinkButton href={detailsHref} {...nav} variant="outlined" size="small">
                {labels.details}
              </AppLinkButton>
              <AppLinkButton href={bookHref} {...nav} variant="contained" size="small">
                {labels.book}
              </AppLinkButton>
            </>
          ) : null}
          {share && shop ? (
            <Button size="small" onClick={share.onShare}>
              {share.label}
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            disabled={removing}
            aria-label={labels.removeNamed(name)}
          >
            {labels.remove}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

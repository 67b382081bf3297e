import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import { formatInstantDate } from '@/domain/clock-format';
import { AppLinkButton } from '../AppLink/AppLinkButton';
import { ShopRating, type ShopRatingLabels } from '../RatingStars/ShopRating';
import { FavoriteNotes, type FavoriteNotesLabels } from '../FavoriteShopCard/FavoriteNotes';
import type { NavigationProps } from '../types';

export interface FavoriteServiceCardLabels extends FavoriteNotesLabels, ShopRatingLabels {
  /** "Added {date}" (date already formatted) */
  added: (date: string) => string;
  /** "{minutes} min" */
  duration: (minutes: number) => string;
  /** shown when the service is no longer offered */
  unavailable: string;
  remove: string;
  /** accessible name of the remove button, e.g. "Remove {name} from favourites" */
  removeNamed: (name: string) => string;
  viewShop: string;
  book: string;
  share: string;
}

export interface FavoriteServiceCardProps extends NavigationProps {
  favorite: {
    serviceId: string;
    addedAt: string;
    notes: string;
    service: { name: string; duration: number; price: number } | null;
    shop: {
      name: string;
      rating: number;
      reviewCount: number;
      location: { address: string; city: string };
    } | null;
  };
  labels: FavoriteServiceCardLabels;
  notesMax: number;
  /** the shop's page; absent when the shop is no longer listed */
  shopHref?: string;
  bookHref: string;
  onRemove: () => void;
  onSaveNotes: (notes: string) => Promise<boolean>;
  onShare?: () => void;
  removing?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A favourite service: its name, price and length, the shop offering it, when it was added, the notes. */
export function FavoriteServiceCard({
  favorite,
  labels,
  notesMax,
  shopHref,
  bookHref,
  onRemove,
  onSaveNotes,
  onShare,
  removing = false,
  headingLevel = 3,
  linkComponent,
  onNavigate,
}: FavoriteServiceCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const { service, shop } = favorite;
  const name = service?.name ?? favorite.serviceId;
  const nav = { linkComponent, onNavigate };
  const euro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="favorite-service-card"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Typography id={titleId} component={`h${headingLevel}`} variant="h6">
        {name}
      </Typography>
      {service ? (
        <Typography variant="body2">
          {`${labels.duration(service.duration)} · ${euro(service.price)}`}
        </Typography>
      ) : (
        <Alert severity="info">{labels.unavailable}</Alert>
      )}
      {shop ? (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
          >
            <StorefrontRounded sx={{ fontSize: 18 }} aria-hidden="true" />
            <span>{[shop.name, shop.location.city].filter(Boolean).join(', ')}</span>
          </Typography>
          <ShopRating rating={shop.rating} reviewCount={shop.reviewCount} labels={labels} compact />
        </>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {labels.added(formatInstantDate(intl.locale, favorite.addedAt))}
      </Typography>
      <FavoriteNotes
        notes={favorite.notes}
        notesMax={notesMax}
        labels={labels}
        onSave={onSaveNotes}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
        {service && shop ? (
          <AppLinkButton href={bookHref} {...nav} variant="contained" size="small">
            {labels.book}
          </AppLinkButton>
        ) : null}
        {shopHref && shop ? (
          <AppLinkButton href={shopHref} {...nav} variant="outlined" size="small">
            {labels.viewShop}
          </AppLinkButton>
        ) : null}
        {onShare && service && shop ? (
          <Button size="small" onClick={onShare}>
            {labels.share}
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
    </Card>
  );
}

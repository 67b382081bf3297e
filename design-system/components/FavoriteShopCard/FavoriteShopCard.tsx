import { ShopRating } from '../RatingStars/ShopRating';
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useIntl } from 'react-intl';
import type { BusinessType } from '@/domain/shop';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';
import { formatInstantDate } from '@/domain/clock-format';

export interface FavoriteShopCardLabels {
  businessType: Record<BusinessType, string>;
  /** "Added {date}" (date already formatted) */
  added: (date: string) => string;
  /** "Rated {rating} out of 5" */
  rating: (value: string) => string;
  reviews: (count: number) => string;
  noRating: string;
  /** shown when the shop is no longer listed */
  unavailable: string;
  notes: string;
  noNotes: string;
  editNotes: string;
  saveNotes: string;
  cancel: string;
  notesFailed: string;
  /** "{count}/{max}" */
  notesCounter: (count: number, max: number) => string;
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
  onSaveNotes,
  removing = false,
  headingLevel = 2,
  linkComponent,
  onNavigate,
}: FavoriteShopCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const notesId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(favorite.notes);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const { shop } = favorite;
  const name = shop?.name ?? fallbackName ?? favorite.shopId;
  const photo = shop?.photos.find(Boolean);
  const link = linkComponent ?? 'a';
  const added = formatInstantDate(intl.locale, favorite.addedAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const ok = await onSaveNotes(draft.trim());
    setSaving(false);
    if (ok) setEditing(false);
    else setFailed(true);
  };

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

        {editing ? (
          <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              id={notesId}
              label={labels.notes}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              size="small"
              error={draft.length > notesMax}
              helperText={labels.notesCounter(draft.length, notesMax)}
              slotProps={{ htmlInput: { maxLength: notesMax } }}
            />
            {failed ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {labels.notesFailed}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" size="small" disabled={saving}>
                {labels.saveNotes}
              </Button>
              <Button
                size="small"
                disabled={saving}
                onClick={() => {
                  setDraft(favorite.notes);
                  setFailed(false);
                  setEditing(false);
                }}
              >
                {labels.cancel}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box>
            <Typography variant="subtitle2" component="p">
              {labels.notes}
            </Typography>
            <Typography
              variant="body2"
              color={favorite.notes ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-wrap' }}
            >
              {favorite.notes || labels.noNotes}
            </Typography>
          </Box>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          {shop ? (
            <>
              <Button
                component={link}
                href={detailsHref}
                onClick={navigationClickHandler(detailsHref, onNavigate)}
                variant="outlined"
                size="small"
              >
                {labels.details}
              </Button>
              <Button
                component={link}
                href={bookHref}
                onClick={navigationClickHandler(bookHref, onNavigate)}
                variant="contained"
                size="small"
              >
                {labels.book}
              </Button>
            </>
          ) : null}
          {!editing ? (
            <Button
              size="small"
              onClick={() => {
                setDraft(favorite.notes);
                setEditing(true);
              }}
            >
              {labels.editNotes}
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

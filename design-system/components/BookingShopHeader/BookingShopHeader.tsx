import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { formatClockRanges } from '@/domain/clock-format';
import { openRanges } from '@/domain/day-ranges';
import { SHOP_FEATURES, WEEKDAYS, type Shop } from '@/domain/shop';
import { visuallyHidden } from '../../a11y/visually-hidden';
import { ShopRating } from '../RatingStars/ShopRating';
import { ShopLogo } from '../ShopDetails/ShopLogo';
import type { BookingShopHeaderLabels } from './labels';

/** Spec 02 §9 "on booking page: first plus up to 3 thumbnails". */
export const BOOKING_HEADER_THUMBNAILS = 3;

export interface BookingShopHeaderProps {
  shop: Shop;
  /** level of the shop name (default 1: the booking page is about this shop) */
  headingLevel?: 1 | 2;
  labels: BookingShopHeaderLabels;
}

const cover = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

function Photos({ shop, labels }: Pick<BookingShopHeaderProps, 'shop' | 'labels'>) {
  const photos = shop.photos.filter(Boolean);
  if (photos.length === 0)
    return (
      <Box
        aria-hidden="true"
        data-testid="shop-photo-placeholder"
        sx={(t) => {
          const hero = (t.vars ?? t).palette.hero;
          return {
            aspectRatio: '4 / 3',
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: hero.ink,
            background: `linear-gradient(135deg, ${hero.start}, ${hero.middle} 50%, ${hero.end})`,
          };
        }}
      >
        <StorefrontRounded sx={{ fontSize: 64 }} />
      </Box>
    );
  const [first, ...rest] = photos;
  const thumbs = rest.slice(0, BOOKING_HEADER_THUMBNAILS);
  const more = rest.length - thumbs.length;
  return (
    <Box
      component="ul"
      aria-label={labels.gallery}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(${BOOKING_HEADER_THUMBNAILS}, 1fr)`,
      }}
    >
      <Box
        component="li"
        sx={{
          gridColumn: '1 / -1',
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box component="img" src={first} alt={labels.photoAlt(shop.name, 1)} sx={cover} />
      </Box>
      {thumbs.map((src, i) => {
        const last = i === thumbs.length - 1 && more > 0;
        return (
          <Box
            component="li"
            key={`${src}-${i}`}
            sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={src}
              alt={labels.photoAlt(shop.name, i + 2)}
              loading="lazy"
              sx={cover}
            />
            {last ? (
              <Box
                data-testid="more-photos"
                sx={(t) => ({
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: '1.25rem',
                  bgcolor: (t.vars ?? t).palette.surface.scrim,
                  color: (t.vars ?? t).palette.surface.onScrim,
                })}
              >
                <span aria-hidden="true">{labels.morePhotos(more)}</span>
                <Box component="span" sx={visuallyHidden}>
                  {labels.morePhotosAria(more)}
                </Box>
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

/** The booking page's shop header (spec 02 §2.4): photos, logo and name, rating, type, address, about, hours, features. */
export function BookingShopHeader({ shop, headingLevel = 1, labels }: BookingShopHeaderProps) {
  const intl = useIntl();
  const baseId = useId();
  const hoursId = `${baseId}-hours`;
  const featuresId = `${baseId}-features`;
  const address = [shop.location.address, shop.location.city].filter(Boolean).join(', ');
  const features = SHOP_FEATURES.filter((f) => shop.features[f]);
  const sub = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Photos shop={shop} labels={labels} />
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={labels.businessType[shop.businessType] ?? shop.businessType}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          {shop.logo ? <ShopLogo src={shop.logo} size={56} /> : null}
          <Typography
            component={`h${headingLevel}`}
            variant="h4"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {shop.name}
          </Typography>
        </Box>
        <ShopRating rating={shop.rating} reviewCount={shop.reviewCount} labels={labels} />
        {address ? (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
            <PlaceRounded
              role="img"
              aria-label={labels.address}
              sx={{ fontSize: 18, mt: '1px', color: 'text.secondary' }}
            />
            <span>{address}</span>
          </Typography>
        ) : null}
        {shop.description ? (
          <Typography variant="body1" color="text.secondary">
            {shop.description}
          </Typography>
        ) : null}

        <Box component="section" aria-labelledby={hoursId} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography id={hoursId} component={sub} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {labels.hours}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.25,
            }}
          >
            {WEEKDAYS.map((day) => {
              const ranges = openRanges(shop.workingHours[day]);
              return (
                <Box key={day} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {labels.weekdays[day]}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {ranges.length > 0
                      ? formatClockRanges(intl.locale, ranges, labels.hoursRange)
                      : labels.closed}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>

        {features.length > 0 ? (
          <Box component="section" aria-labelledby={featuresId} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography
              id={featuresId}
              component={sub}
              variant="subtitle1"
              sx={{ fontWeight: 700 }}
            >
              {labels.featuresHeading}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {features.map((f) => (
                <li key={f}>
                  <Chip size="small" variant="outlined" label={labels.features[f]} />
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

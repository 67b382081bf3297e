import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { useIntl } from 'react-intl';
import { CARD_FEATURES_SHOWN, CARD_SERVICES_SHOWN, CURRENCY } from '@/domain/constants';
import { SHOP_FEATURES } from '@/domain/shop';
import { AppLinkButton } from '../AppLink/AppLinkButton';
import { RatingStars } from '../RatingStars/RatingStars';
import { StatusBadge, normalizeStatus } from '../StatusBadge/StatusBadge';
import { ShopImageFallback } from './ShopImageFallback';
import { FeatureTags, ServiceTags } from './ShopCardTags';
import type { ShopCardLabels, ShopCardShop } from './labels';
import type { NavigationProps } from '../types';

export type { ShopCardLabels, ShopCardShop } from './labels';

export interface ShopCardProps extends NavigationProps {
  shop: ShopCardShop;
  labels: ShopCardLabels;
  /** Today's hours or the next available time, already worded, e.g. "Today 9:00–19:00". */
  hoursText?: string | null;
  /** Called with the next favourite value. Omit to hide the toggle. */
  onToggleFavorite?: (shopId: string, next: boolean) => void;
  /** Disable the favourite toggle while saving. */
  favoritePending?: boolean;
  /** Where "Book now" leads (the app's link for this shop). */
  bookHref: string;
  /** Where the shop's name and "Details" lead. */
  detailsHref: string;
  /** Heading level of the shop name (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Image loading hint (default 'lazy'). */
  imageLoading?: 'lazy' | 'eager';
}

/** Card rules (spec 01 "Shop card"): first 3 services + how many more; up to 3 feature tags (in SHOP_FEATURES order). */
export function shopCardSummary(shop: Pick<ShopCardShop, 'services' | 'features'>) {
  const services = shop.services ?? [];
  const features = SHOP_FEATURES.filter((f) => shop.features?.[f] === true);
  return {
    services: services.slice(0, CARD_SERVICES_SHOWN),
    moreServices: Math.max(0, services.length - CARD_SERVICES_SHOWN),
    features: features.slice(0, CARD_FEATURES_SHOWN),
  };
}

export function ShopCard({
  shop,
  labels,
  hoursText,
  onToggleFavorite,
  favoritePending = false,
  bookHref,
  detailsHref,
  headingLevel = 3,
  imageLoading = 'lazy',
  linkComponent,
  onNavigate,
}: ShopCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const photo = shop.photos?.find((p) => typeof p === 'string' && p.length > 0);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(photo) && failedSrc !== photo;
  const status = normalizeStatus(shop.status);
  const favorite = Boolean(shop.isFavorite);
  const { services, moreServices, features } = shopCardSummary(shop);
  const nav = { linkComponent, onNavigate };

  const hasRating = typeof shop.rating === 'number' && (shop.reviewCount ?? 0) > 0;
  const ratingText = hasRating
    ? intl.formatNumber(shop.rating ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : '';
  const distance =
    typeof shop.distance === 'number' && Number.isFinite(shop.distance)
      ? intl.formatNumber(shop.distance, {
          style: 'unit',
          unit: 'kilometer',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        })
      : null;
  const min = shop.priceRange?.min;
  const price =
    typeof min === 'number' && Number.isFinite(min)
      ? intl.formatNumber(min, {
          style: 'currency',
          currency: CURRENCY,
          minimumFractionDigits: Number.isInteger(min) ? 0 : 2,
          maximumFractionDigits: 2,
        })
      : null;
  const address = [shop.location.address, shop.location.city].filter(Boolean).join(', ');

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="shop-card"
      sx={(t) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: t.transitions.create(['box-shadow', 'border-color'], {
          duration: t.transitions.duration.short,
        }),
        '&:hover': {
          boxShadow: (t.vars ?? t).palette.shadow.cardHover,
          borderColor: (t.vars ?? t).palette.border.strong,
        },
        '&:hover .shop-card-image': {
          transform: t.accessibility.reducedMotion ? 'none' : 'scale(1.035)',
        },
      })}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 10',
          overflow: 'hidden',
          bgcolor: (t) => (t.vars ?? t).palette.surface.muted,
        }}
      >
        {showImage ? (
          <Box
            component="img"
            className="shop-card-image"
            src={photo}
            alt=""
            loading={imageLoading}
            onError={() => setFailedSrc(photo ?? null)}
            sx={(t) => ({
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: t.transitions.create('transform', {
                duration: t.transitions.duration.complex,
              }),
            })}
          />
        ) : (
          <ShopImageFallback name={shop.name} />
        )}
        <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
          <StatusBadge status={status} label={labels.status[status]} overlay />
        </Box>
        {onToggleFavorite ? (
          <IconButton
            onClick={() => onToggleFavorite(shop.id, !favorite)}
            disabled={favoritePending}
            aria-label={favorite ? labels.removeFavorite : labels.addFavorite}
            data-favorite={favorite}
            sx={(t) => {
              const p = (t.vars ?? t).palette;
              return {
                position: 'absolute',
                top: 8,
                right: 8,
                bgcolor: p.background.paper,
                color: favorite ? p.accent.favorite : p.text.primary,
                boxShadow: p.shadow.card,
                border: t.accessibility.highContrast ? `2px solid ${p.text.primary}` : 'none',
                '&:hover': { bgcolor: p.background.paper, color: p.accent.favorite },
                '&.Mui-disabled': { bgcolor: p.background.paper, opacity: 0.7 },
              };
            }}
          >
            {favorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
          </IconButton>
        ) : null}
        {distance ? (
          <Box
            component="span"
            aria-label={labels.distance(distance)}
            role="img"
            sx={(t) => {
              const p = (t.vars ?? t).palette;
              return {
                position: 'absolute',
                left: 12,
                bottom: 12,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 999,
                fontSize: '0.75rem',
                fontWeight: 600,
                bgcolor: p.surface.scrim,
                color: p.surface.onScrim,
                backdropFilter: 'blur(6px)',
              };
            }}
          >
            <NearMeRounded sx={{ fontSize: 14 }} aria-hidden="true" />
            <span aria-hidden="true">{distance}</span>
          </Box>
        ) : null}
      </Box>

      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.6 }}
          >
            {labels.businessType[shop.businessType] ?? shop.businessType}
          </Typography>
          {hasRating ? (
            <RatingStars
              compact
              value={shop.rating ?? 0}
              label={labels.rating(ratingText)}
              caption={`(${labels.reviews(shop.reviewCount ?? 0)})`}
            />
          ) : (
            <Box
              component="span"
              sx={(t) => ({
                fontSize: '0.75rem',
                fontWeight: 700,
                px: 1,
                borderRadius: 999,
                bgcolor: (t.vars ?? t).palette.surface.brandSoft,
                color: (t.vars ?? t).palette.surface.brandSoftText,
              })}
            >
              {labels.noRating}
            </Box>
          )}
        </Box>
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          variant="h6"
          sx={{ lineHeight: 1.25 }}
        >
          {shop.name}
        </Typography>
        {address ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
          >
            <PlaceRounded sx={{ fontSize: 18, mt: '1px' }} aria-hidden="true" />
            <span>{address}</span>
          </Typography>
        ) : null}

        <ServiceTags
          services={services}
          moreLabel={moreServices > 0 ? labels.moreServices(moreServices) : null}
        />
        <FeatureTags features={features} labels={labels.features} />

        <Box sx={{ flex: 1 }} />

        {hoursText || shop.phone ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              pt: 1,
              borderTop: (t) => `1px solid ${(t.vars ?? t).palette.divider}`,
            }}
          >
            {hoursText ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <ScheduleRounded sx={{ fontSize: 18 }} aria-label={labels.hours} role="img" />
                <span>{hoursText}</span>
              </Typography>
            ) : null}
            {shop.phone ? (
              <Link
                href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
                aria-label={`${labels.call(shop.name)}: ${shop.phone}`}
                variant="body2"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'text.secondary',
                }}
              >
                <PhoneRounded sx={{ fontSize: 18 }} aria-hidden="true" />
                {shop.phone}
              </Link>
            ) : null}
          </Box>
        ) : null}

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 0.5,
          }}
        >
          {price ? (
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 700 }}
              data-testid="shop-price"
            >
              {labels.fromPrice(price)}
            </Typography>
          ) : (
            <span />
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <AppLinkButton
              href={detailsHref}
              {...nav}
              variant="outlined"
              size="small"
              aria-describedby={titleId}
            >
              {labels.details}
            </AppLinkButton>
            <AppLinkButton
              href={bookHref}
              {...nav}
              variant="contained"
              size="small"
              aria-describedby={titleId}
            >
              {labels.book}
            </AppLinkButton>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DirectionsRounded from '@mui/icons-material/DirectionsRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { ShopDetails } from '@design-system/components/ShopDetails/ShopDetails';
import { ShopDetailsHeader } from '@design-system/components/ShopDetails/ShopDetailsHeader';
import { distanceToShopKm, type LatLng } from '@/domain/geo';
import type { Shop } from '@/domain/shop';
import { FavoriteServiceHeart, FavoriteSignInDialog, useFavoriteShops } from '@/features/favorites';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useToast } from '@/lib/toast';
import { useShopDetailsLabels } from '@/lib/ui/shop-details-labels';
import { bookingHref } from '@/domain/links';
import { shareOrCopy } from '@/lib/share';
import { directionsHref } from './shop-details-actions';
import { useShopDetails } from '../search-queries';

export interface ShopDetailsDialogProps {
  shopId: string | null;
  initialShop?: Shop;
  origin?: LatLng | null;
  onClose: () => void;
}

/** The shop details modal (spec 02 §2.3); full screen on small screens, focus kept inside by MUI Dialog. */
export function ShopDetailsDialog({
  shopId,
  initialShop,
  origin,
  onClose,
}: ShopDetailsDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const labels = useShopDetailsLabels();
  const toast = useToast();
  const favorites = useFavoriteShops();
  const { state, services, retry } = useShopDetails(shopId, initialShop);
  const t = (id: string) => intl.formatMessage({ id });

  const shop =
    state.status === 'ready' || state.status === 'loading' || state.status === 'error'
      ? state.shop
      : null;
  // The API gives a distance only with a position; the page's origin fills it in otherwise.
  const distance =
    shop && typeof shop.distance === 'number'
      ? shop.distance
      : shop && origin
        ? distanceToShopKm(origin, shop.location)
        : null;

  const share = async (current: Shop) => {
    const result = await shareOrCopy({ title: current.name, url: window.location.href });
    if (result === 'copied')
      toast.show({ kind: 'default', severity: 'success', message: t('shopDetails.linkCopied') });
  };

  const closeButton = (
    <IconButton onClick={onClose} aria-label={labels.close}>
      <CloseRounded />
    </IconButton>
  );

  let title;
  let body;
  let footer = null;
  if (shop) {
    title = (
      <ShopDetailsHeader
        shop={{ ...shop, distance }}
        labels={labels}
        titleId={titleId}
        isFavorite={favorites.isFavorite(shop.id)}
        favoritePending={favorites.isPending(shop.id)}
        onToggleFavorite={() => favorites.toggle({ id: shop.id, name: shop.name })}
        onClose={onClose}
      />
    );
    body = (
      <>
        {state.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            <CircularProgress size={16} aria-hidden="true" />
            {t('shopDetails.loading')}
          </Box>
        ) : null}
        <ShopDetails
          shop={shop}
          services={services}
          labels={labels}
          bookServiceHref={(serviceId) => bookingHref(shop.id, { service: serviceId })}
          serviceAction={(service) => <FavoriteServiceHeart service={service} />}
          linkComponent={RouterLinkAdapter}
        />
      </>
    );
    footer = (
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button startIcon={<ShareRounded />} onClick={() => void share(shop)}>
          {t('shopDetails.share')}
        </Button>
        <Button
          startIcon={<DirectionsRounded />}
          href={directionsHref(shop.location)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shopDetails.directions')}
        </Button>
        <Button component={RouterLink} to={bookingHref(shop.id)} variant="contained">
          {t('shopDetails.bookNow')}
        </Button>
      </DialogActions>
    );
  } else {
    const heading =
      state.status === 'notFound' ? t('shopDetails.notFound') : t('shopDetails.loadingHeading');
    title = (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box id={titleId} component="span" sx={{ flex: 1 }}>
          {heading}
        </Box>
        {closeButton}
      </Box>
    );
    body =
      state.status === 'notFound' ? (
        <EmptyState
          title={t('shopDetails.notFound')}
          description={t('shopDetails.notFoundDescription')}
          action={{ label: t('shopDetails.close'), onClick: onClose }}
          headingLevel={3}
        />
      ) : state.status === 'error' ? (
        <ErrorState
          title={t('shopDetails.errorHeading')}
          description={state.message}
          retryLabel={t('errorState.retry')}
          onRetry={retry}
          headingLevel={3}
        />
      ) : (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('shopDetails.loading')} />
        </Box>
      );
  }

  return (
    <>
      <Dialog
        open={shopId !== null}
        onClose={onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        scroll="paper"
      >
        <DialogTitle component="div" id={`${titleId}-bar`}>
          {title}
        </DialogTitle>
        {/* focusable, so a keyboard user can scroll long details even when nothing inside takes focus */}
        <DialogContent dividers tabIndex={0} aria-labelledby={titleId}>
          {shop && state.status === 'error' ? (
            <ErrorState
              title={t('shopDetails.errorHeading')}
              description={state.message}
              retryLabel={t('errorState.retry')}
              onRetry={retry}
              headingLevel={3}
              dense
            />
          ) : null}
          {body}
        </DialogContent>
        {footer}
      </Dialog>
      <FavoriteSignInDialog />
    </>
  );
}

import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { FavoriteShopCard } from '@design-system/components/FavoriteShopCard/FavoriteShopCard';
import { FAVORITE_NOTES_MAX } from '@/domain/favorites';
import { bookingHref, PATHS, shopDetailsHref } from '@/domain/links';
import { useCurrentUser } from '@/features/auth';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useToast } from '@/lib/toast';
import { useFavoriteShopCardLabels } from '@/lib/ui/shop-details-labels';
import { favoritesStateAtom, pendingFavoriteIdsAtom } from '../atoms';
import { loadFavorites, removeFavoriteFor, saveFavoriteNotes } from '../favorites-store';

/** /favorites content: the signed-in customer's favourite shops, newest first, with notes and remove. */
export function FavoriteShopsList() {
  const intl = useIntl();
  const store = useStore();
  const toast = useToast();
  const user = useCurrentUser();
  const state = useAtomValue(favoritesStateAtom);
  const pending = useAtomValue(pendingFavoriteIdsAtom);
  const labels = useFavoriteShopCardLabels();
  const customerId = user?.role === 'customer' ? user.id : null;
  const t = (id: string) => intl.formatMessage({ id });

  // The page always shows the server's list as it is now (hearts elsewhere may be older).
  useEffect(() => {
    if (customerId) void loadFavorites(store, customerId, true);
  }, [customerId, store]);

  const retry = useCallback(() => {
    if (customerId) void loadFavorites(store, customerId, true);
  }, [customerId, store]);

  if (!customerId) return <Alert severity="info">{t('favorites.page.customersOnly')}</Alert>;
  if (state.status === 'error' && state.userId === customerId)
    return (
      <ErrorState
        title={t('favorites.page.errorHeading')}
        description={state.message}
        retryLabel={t('errorState.retry')}
        onRetry={retry}
      />
    );
  if (state.status !== 'ready' || state.userId !== customerId)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('favorites.page.loading')} />
      </Box>
    );
  if (state.favorites.length === 0)
    return (
      <EmptyState
        icon={<FavoriteBorderRounded sx={{ fontSize: 48 }} />}
        title={t('favorites.page.emptyHeading')}
        description={t('favorites.page.emptyDescription')}
        action={{ label: t('favorites.page.browse'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
      />
    );

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {state.favorites.map((favorite) => (
        <li key={favorite.shopId}>
          <FavoriteShopCard
            favorite={favorite}
            labels={labels}
            notesMax={FAVORITE_NOTES_MAX}
            detailsHref={shopDetailsHref(favorite.shopId)}
            bookHref={bookingHref(favorite.shopId)}
            linkComponent={RouterLinkAdapter}
            removing={pending.has(favorite.shopId)}
            onRemove={() => {
              const name = favorite.shop?.name ?? favorite.shopId;
              removeFavoriteFor(store, customerId, favorite.shopId).catch(() =>
                toast.show({
                  kind: 'error',
                  message: intl.formatMessage({ id: 'favorites.toast.removeFailed' }, { name }),
                }),
              );
            }}
            onSaveNotes={(notes) =>
              saveFavoriteNotes(store, customerId, favorite.shopId, notes).then(
                () => true,
                () => false,
              )
            }
          />
        </li>
      ))}
    </Stack>
  );
}

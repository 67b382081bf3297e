import { useQuery } from '@tanstack/react-query';
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
import {
  favoritesQuery,
  usePendingFavoriteIds,
  useRemoveFavorite,
  useSaveFavoriteNotes,
} from '../favorites-queries';

/** /favorites content: the signed-in customer's favourite shops, newest first, with notes and remove. */
export function FavoriteShopsList() {
  const intl = useIntl();
  const toast = useToast();
  const user = useCurrentUser();
  const labels = useFavoriteShopCardLabels();
  const customerId = user?.role === 'customer' ? user.id : null;
  const t = (id: string) => intl.formatMessage({ id });
  // The page always asks for the server's list as it is now (hearts elsewhere may be older).
  const list = useQuery({
    ...favoritesQuery(customerId ?? ''),
    enabled: customerId !== null,
    refetchOnMount: 'always',
  });
  const pending = usePendingFavoriteIds();
  const { mutateAsync: removeFavorite } = useRemoveFavorite();
  const { mutateAsync: saveNotes } = useSaveFavoriteNotes();

  if (!customerId) return <Alert severity="info">{t('favorites.page.customersOnly')}</Alert>;
  if (list.isError && !list.isFetching)
    return (
      <ErrorState
        title={t('favorites.page.errorHeading')}
        description={list.error.message}
        retryLabel={t('errorState.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  const favorites = list.isError ? undefined : list.data;
  if (!favorites)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('favorites.page.loading')} />
      </Box>
    );
  if (favorites.length === 0)
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
      {favorites.map((favorite) => (
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
              removeFavorite({ userId: customerId, shopId: favorite.shopId }).catch(() =>
                toast.show({
                  kind: 'error',
                  message: intl.formatMessage({ id: 'favorites.toast.removeFailed' }, { name }),
                }),
              );
            }}
            onSaveNotes={(notes) =>
              saveNotes({ userId: customerId, shopId: favorite.shopId, notes }).then(
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

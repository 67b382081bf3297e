import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { FavoriteServiceCard } from '@design-system/components/FavoriteServiceCard/FavoriteServiceCard';
import { FavoriteShopCard } from '@design-system/components/FavoriteShopCard/FavoriteShopCard';
import { FAVORITE_NOTES_MAX } from '@/domain/favorites';
import { serviceBookingHref } from '@/domain/favorite-services';
import {
  FAVORITES_SHOWN,
  viewFavorites,
  type FavoritesFilter,
  type FavoritesSort,
} from '@/domain/favorites-view';
import { bookingHref, PATHS, shopDetailsHref, shopHref } from '@/domain/links';
import {
  favoriteServicesQuery,
  favoritesQuery,
  usePendingFavoriteIds,
  usePendingFavoriteServiceIds,
  useRemoveFavorite,
  useRemoveFavoriteService,
  useSaveFavoriteNotes,
  useSaveFavoriteServiceNotes,
} from '@/features/favorites';
import { getCurrentPosition, type Coordinates } from '@/lib/geolocation';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useToast } from '@/lib/toast';
import { useFavoriteShopCardLabels } from '@/lib/ui/shop-details-labels';
import { useFavoritesActions } from './favorites-actions';
import { useFavoriteServiceCardLabels } from './favorites-labels';
import { FavoritesSection } from './favorites-lists';
import { FavoritesToolbar } from './favorites-toolbar';

export interface FavoritesTabProps {
  userId: string;
  /** "now" for the recent filter (stories fix it) */
  now?: Date;
}

/**
 * The customer dashboard's favourites tab (spec 02 §2.5, issue 17): favourite shops and services with search,
 * filter, sort, 6 shops and 8 services before "show more", notes, remove, book now, share, export and import.
 * Each list loads on its own; one failing shows its error and the other still renders.
 */
export function FavoritesTab({ userId, now }: FavoritesTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const shopLabels = useFavoriteShopCardLabels();
  const serviceLabels = useFavoriteServiceCardLabels();
  const shops = useQuery(favoritesQuery(userId));
  const services = useQuery(favoriteServicesQuery(userId));
  const pendingShops = usePendingFavoriteIds();
  const pendingServices = usePendingFavoriteServiceIds();
  const { mutateAsync: removeShop } = useRemoveFavorite();
  const { mutateAsync: removeService } = useRemoveFavoriteService();
  const { mutateAsync: saveShopNotes } = useSaveFavoriteNotes();
  const { mutateAsync: saveServiceNotes } = useSaveFavoriteServiceNotes();
  const actions = useFavoritesActions(userId, shops.data, services.data);

  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FavoritesFilter>('all');
  const [sort, setSort] = useState<FavoritesSort>('dateAdded');
  const [origin, setOrigin] = useState<Coordinates | null>(null);
  const [noPosition, setNoPosition] = useState(false);

  // distance needs the customer's position: asked of the device once, when that sort is chosen; without it the
  // lists are ordered by name and a note says why
  const chooseSort = (next: FavoritesSort) => {
    setSort(next);
    if (next !== 'distance' || origin) return;
    getCurrentPosition().then(
      (position) => {
        setOrigin(position);
        setNoPosition(false);
      },
      () => setNoPosition(true),
    );
  };

  const view = useMemo(
    () =>
      viewFavorites(shops.data ?? [], services.data ?? [], {
        query,
        filter,
        sort,
        now: now ?? new Date(),
        origin,
      }),
    [shops.data, services.data, query, filter, sort, now, origin],
  );

  const failed = (name: string, id: string) =>
    toast.show({ kind: 'error', message: intl.formatMessage({ id }, { name }) });

  if (shops.isPending && services.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('favorites.page.loading')} />
      </Box>
    );
  if (shops.isError && services.isError)
    return (
      <ErrorState
        title={t('favorites.page.errorHeading')}
        description={shops.error.message}
        retryLabel={t('errorState.retry')}
        retrying={shops.isFetching || services.isFetching}
        onRetry={() => {
          void shops.refetch();
          void services.refetch();
        }}
      />
    );
  if (shops.data?.length === 0 && services.data?.length === 0)
    return (
      <EmptyState
        icon={<FavoriteBorderRounded sx={{ fontSize: 48 }} />}
        title={t('favorites.page.emptyHeading')}
        description={t('favorites.tab.emptyDescription')}
        action={{ label: t('favorites.page.browse'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
      />
    );

  const partError = (query: typeof shops | typeof services) =>
    query.isError ? (
      <ErrorState
        dense
        headingLevel={3}
        title={t('favorites.page.errorHeading')}
        description={query.error.message}
        retryLabel={t('errorState.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    ) : null;
  const nothingMatches =
    view.shops.length === 0 && view.services.length === 0 && !shops.isError && !services.isError;

  return (
    <Stack spacing={3}>
      <FavoritesToolbar
        query={query}
        onQuery={setQuery}
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={chooseSort}
        ready={shops.data !== undefined && services.data !== undefined}
        importing={actions.importing}
        onExport={actions.exportFile}
        onImport={(file) => void actions.importFile(file)}
      />
      {sort === 'distance' && noPosition ? (
        <Alert severity="info">{t('favorites.tab.noPosition')}</Alert>
      ) : null}
      {nothingMatches ? (
        <Alert severity="info" role="status">
          {t('favorites.tab.noMatches')}
        </Alert>
      ) : null}
      {filter !== 'services' ? partError(shops) : null}
      {view.shops.length > 0 ? (
        <FavoritesSection
          title={t('favorites.tab.shops')}
          testId="favorite-shops"
          items={view.shops}
          shown={FAVORITES_SHOWN.shops}
          columns={1}
          keyOf={(f) => f.shopId}
          render={(favorite) => (
            <FavoriteShopCard
              favorite={favorite}
              labels={shopLabels}
              headingLevel={3}
              notesMax={FAVORITE_NOTES_MAX}
              detailsHref={shopDetailsHref(favorite.shopId)}
              bookHref={bookingHref(favorite.shopId)}
              linkComponent={RouterLinkAdapter}
              removing={pendingShops.has(favorite.shopId)}
              share={{
                label: t('favorites.tab.share'),
                onShare: () =>
                  void actions.share(favorite.shop?.name ?? '', shopHref(favorite.shopId)),
              }}
              onRemove={() =>
                removeShop({ userId, shopId: favorite.shopId }).catch(() =>
                  failed(favorite.shop?.name ?? favorite.shopId, 'favorites.toast.removeFailed'),
                )
              }
              onSaveNotes={(notes) =>
                saveShopNotes({ userId, shopId: favorite.shopId, notes }).then(
                  () => true,
                  () => false,
                )
              }
            />
          )}
        />
      ) : null}
      {filter !== 'shops' ? partError(services) : null}
      {view.services.length > 0 ? (
        <FavoritesSection
          title={t('favorites.tab.services')}
          testId="favorite-services"
          items={view.services}
          shown={FAVORITES_SHOWN.services}
          columns={2}
          keyOf={(f) => f.serviceId}
          render={(favorite) => (
            <FavoriteServiceCard
              favorite={favorite}
              labels={serviceLabels}
              notesMax={FAVORITE_NOTES_MAX}
              shopHref={shopDetailsHref(favorite.shopId)}
              bookHref={serviceBookingHref(favorite.serviceId)}
              linkComponent={RouterLinkAdapter}
              removing={pendingServices.has(favorite.serviceId)}
              onShare={() =>
                void actions.share(
                  favorite.service?.name ?? '',
                  serviceBookingHref(favorite.serviceId),
                )
              }
              onRemove={() =>
                removeService({ userId, serviceId: favorite.serviceId }).catch(() =>
                  failed(
                    favorite.service?.name ?? favorite.serviceId,
                    'favorites.toast.removeFailed',
                  ),
                )
              }
              onSaveNotes={(notes) =>
                saveServiceNotes({ userId, serviceId: favorite.serviceId, notes }).then(
                  () => true,
                  () => false,
                )
              }
            />
          )}
        />
      ) : null}
    </Stack>
  );
}

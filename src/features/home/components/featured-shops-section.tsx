import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { PageSection } from '@design-system/components/PageSection/PageSection';
import { ShopCard } from '@design-system/components/ShopCard/ShopCard';
import { ShopCardSkeleton } from '@design-system/components/ShopCardSkeleton/ShopCardSkeleton';
import {
  FEATURED_SKELETON_COUNT,
  FEATURED_TABS,
  NEARBY_KM,
  type FeaturedTab,
} from '@/domain/constants';
import { bookHref, PATHS, shopDetailsHref, shopHref } from '@/domain/links';
import type { Shop } from '@/domain/shop';
import { HOME_FEATURED_LIMIT } from '@/domain/shop-query';
import { getCurrentPosition, type Coordinates } from '@/lib/geolocation';
import { RouterLinkAdapter } from '@/lib/router-link';
import { shopHoursText, useShopCardLabels } from '../shop-card-labels';
import { useFeaturedShops } from '../home-queries';
import { FilterTabs } from './filter-tabs';

/** How many featured shops the home page asks for, and shows per tab. */
export const NEARBY_LIMIT = 50;
export const FEATURED_SHOWN = 6;

/** Shops for a tab: by category, or within 2 km for nearby (spec 01 "Featured shops"). */
export function filterFeatured(shops: Shop[], tab: FeaturedTab): Shop[] {
  if (tab === 'all') return shops;
  if (tab === 'nearby')
    return shops.filter((s) => typeof s.distance === 'number' && s.distance <= NEARBY_KM);
  return shops.filter((s) => s.category === tab);
}

type GeoState =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'ready'; position: Coordinates }
  | { status: 'failed' };

/** Featured shops from GET /api/shops/featured with filter tabs, loading, error and empty states. */
export function FeaturedShopsSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useShopCardLabels();
  const [tab, setTab] = useState<FeaturedTab>('all');
  const [geo, setGeo] = useState<GeoState>({ status: 'none' });

  const position = geo.status === 'ready' ? geo.position : null;
  const nearby = tab === 'nearby';
  // Once the position is known every tab shows distances; nearby asks for more shops to find those within 2 km.
  const { status, shops, retry } = useFeaturedShops(
    position
      ? {
          limit: nearby ? NEARBY_LIMIT : HOME_FEATURED_LIMIT,
          latitude: position.latitude,
          longitude: position.longitude,
        }
      : { limit: HOME_FEATURED_LIMIT },
    !nearby || position !== null,
  );

  const locate = useCallback(async () => {
    setGeo({ status: 'locating' });
    try {
      setGeo({ status: 'ready', position: await getCurrentPosition() });
    } catch (error) {
      console.warn('Geolocation failed', error);
      setGeo({ status: 'failed' });
    }
  }, []);

  const chooseTab = (next: FeaturedTab) => {
    setTab(next);
    if (next === 'nearby' && geo.status !== 'ready' && geo.status !== 'locating') void locate();
  };

  const visible = useMemo(() => filterFeatured(shops, tab).slice(0, FEATURED_SHOWN), [shops, tab]);
  const now = useMemo(() => new Date(), []);

  // Favourites are saved from the shop's details (its heart signs a guest in and comes back): the home page
  // keeps its bundle small and opens them instead of loading the favourites feature.
  const onToggleFavorite = useCallback(
    (shopId: string) => {
      void navigate(shopDetailsHref(shopId));
    },
    [navigate],
  );

  const locating = nearby && geo.status === 'locating';
  const loading = locating || status === 'loading' || status === 'idle';
  const t = (id: string) => intl.formatMessage({ id });

  let body: ReactNode;
  if (nearby && geo.status === 'failed') {
    body = (
      <EmptyState
        title={t('home.featured.locationNeeded.title')}
        description={t('home.featured.locationNeeded.description')}
        action={{ label: t('home.featured.locationNeeded.retry'), onClick: () => void locate() }}
        secondaryAction={{ label: t('emptyState.clearFilters'), onClick: () => setTab('all') }}
        headingLevel={3}
      />
    );
  } else if (loading) {
    body = (
      <Box sx={gridSx} aria-busy="true">
        {Array.from({ length: FEATURED_SKELETON_COUNT }, (_, i) => (
          <ShopCardSkeleton key={i} label={i === 0 ? t('shopCard.loading') : undefined} />
        ))}
      </Box>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        title={t('home.featured.error.title')}
        description={t('errorState.description')}
        retryLabel={t('errorState.retry')}
        onRetry={retry}
        headingLevel={3}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        title={t('emptyState.shops.title')}
        description={t('emptyState.shops.description')}
        action={
          tab === 'all'
            ? undefined
            : { label: t('emptyState.clearFilters'), onClick: () => setTab('all') }
        }
        secondaryAction={{ label: t('emptyState.viewAll'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((shop) => (
          <li key={shop.id}>
            <ShopCard
              shop={shop}
              labels={labels}
              hoursText={shopHoursText(intl, shop, now)}
              onToggleFavorite={onToggleFavorite}
              bookHref={bookHref(shop.id)}
              detailsHref={shopHref(shop.id)}
              linkComponent={RouterLinkAdapter}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <PageSection
      id="home-featured"
      title={t('shopCard.sectionTitle')}
      subtitle={t('home.featured.subtitle')}
      tone="muted"
      action={
        <Button component={RouterLink} to={PATHS.search} variant="text">
          {t('common.viewAll')}
        </Button>
      }
    >
      <Box sx={{ mb: 3 }}>
        <FilterTabs
          value={tab}
          options={FEATURED_TABS.map((id) => ({ value: id, label: t(`home.featured.tab.${id}`) }))}
          onChange={chooseTab}
          label={t('home.featured.tabsLabel')}
          idPrefix="featured-tab"
          panelId="featured-panel"
        />
      </Box>
      <Box role="tabpanel" id="featured-panel" aria-labelledby={`featured-tab-${tab}`}>
        {body}
      </Box>
    </PageSection>
  );
}

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

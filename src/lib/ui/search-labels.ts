/**
 * Texts for the search page's design-system components (SearchBox, LocationSelector, FiltersPanel, SortMenu,
 * ShopResultCard, result states), mapped to message ids in one place like design-system-labels.ts.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import {
  FEATURE_FILTERS,
  PRICE_FILTER_MAX,
  SEARCH_SORTS,
  SERVICE_FILTER_IDS,
  type FeatureFilter,
} from '@/domain/search';
import { BUSINESS_TYPES } from '@/domain/shop';
import type {
  FiltersPanelLabels,
  LocationSelectorLabels,
  SearchBoxLabels,
  SearchEmptyLabels,
  SearchErrorLabels,
  ShopResultCardLabels,
  SortMenuLabels,
} from '@design-system/components';
import { record, useT } from './design-system-labels';
import { useShopCardLabels } from './shop-card-labels';

export function useSearchBoxLabels(): SearchBoxLabels {
  const t = useT();
  return useMemo(
    () => ({
      label: t('search.box.label'),
      placeholder: t('search.box.placeholder'),
      search: t('search.box.submit'),
      clear: t('search.box.clear'),
      suggestions: t('search.box.suggestions'),
      recentSearches: t('search.box.recent'),
      loading: t('search.box.loading'),
    }),
    [t],
  );
}

export function useLocationSelectorLabels(): LocationSelectorLabels {
  const t = useT();
  return useMemo(
    () => ({
      button: (current) => t('search.location.button', { current }),
      anywhere: t('search.location.anywhere'),
      nearMe: t('search.location.nearMe'),
      locating: t('search.location.locating'),
      customLabel: t('search.location.customLabel'),
      customPlaceholder: t('search.location.customPlaceholder'),
      useCustom: t('search.location.useCustom'),
      clear: t('search.location.clear'),
      customDescription: t('search.location.customDescription'),
    }),
    [t],
  );
}

/** Names of the service filters (quick chips and the panel). */
export function useServiceFilterNames() {
  const t = useT();
  return useMemo(() => record(SERVICE_FILTER_IDS, (k) => t(`search.service.${k}`)), [t]);
}

export function useFiltersPanelLabels(): FiltersPanelLabels {
  const t = useT();
  const intl = useIntl();
  const serviceNames = useServiceFilterNames();
  return useMemo(() => {
    const euro = (value: number) =>
      intl.formatNumber(value, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
    return {
      title: t('search.filters.title'),
      close: t('search.filters.close'),
      businessTypes: t('search.filters.businessTypes'),
      businessTypeNames: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      price: t('search.filters.price'),
      minPrice: t('search.filters.minPrice'),
      maxPrice: t('search.filters.maxPrice'),
      priceValue: (value) =>
        value >= PRICE_FILTER_MAX
          ? t('search.filters.priceTop', { price: euro(value) })
          : euro(value),
      rating: t('search.filters.rating'),
      ratingChoice: (stars) => t('search.filters.ratingChoice', { stars }),
      distance: t('search.filters.distance'),
      distanceChoice: (km) => t('search.filters.distanceChoice', { km }),
      features: t('search.filters.features'),
      featureNames: record(Object.keys(FEATURE_FILTERS) as FeatureFilter[], (k) =>
        t(`feature.${FEATURE_FILTERS[k]}`),
      ),
      services: t('search.filters.services'),
      serviceNames,
      availability: t('search.filters.availability'),
      openNow: t('search.filters.openNow'),
      hasAvailability: t('search.filters.hasAvailability'),
      clearAll: t('search.filters.clearAll'),
      apply: t('search.filters.apply'),
    };
  }, [t, intl, serviceNames]);
}

export function useSortMenuLabels(): SortMenuLabels {
  const t = useT();
  return useMemo(
    () => ({
      label: t('search.sort.label'),
      options: record(SEARCH_SORTS, (k) => t(`search.sort.${k}`)),
    }),
    [t],
  );
}

export function useShopResultCardLabels(): ShopResultCardLabels {
  const t = useT();
  const card = useShopCardLabels();
  return useMemo(
    () => ({
      status: { ...card.status, unknown: t('search.card.status.unknown') },
      businessType: card.businessType,
      features: card.features,
      moreServices: card.moreServices,
      reviews: card.reviews,
      rating: card.rating,
      distance: card.distance,
      addFavorite: card.addFavorite,
      removeFavorite: card.removeFavorite,
      call: card.call,
      hours: card.hours,
      noRating: t('search.card.noRating'),
      addressUnavailable: t('search.card.addressUnavailable'),
      phoneUnavailable: t('search.card.phoneUnavailable'),
      hoursUnavailable: t('search.card.hoursUnavailable'),
      priceRange: (min, max) => t('search.card.priceRange', { min, max }),
      priceLabel: t('search.card.priceLabel'),
      viewDetails: t('search.card.viewDetails'),
      bookNow: t('search.card.bookNow'),
    }),
    [t, card],
  );
}

export function useSearchStateLabels(): { error: SearchErrorLabels; empty: SearchEmptyLabels } {
  const t = useT();
  return useMemo(
    () => ({
      error: { title: t('search.error.title'), retry: t('search.error.retry') },
      empty: {
        title: t('search.empty.title'),
        description: t('search.empty.description'),
        clearFilters: t('search.empty.clearFilters'),
        expandArea: t('search.empty.expandArea'),
      },
    }),
    [t],
  );
}

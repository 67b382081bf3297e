/** Texts for the design system's SearchWidget (mapped to message ids like design-system-labels.ts). */
import { useMemo } from 'react';
import { QUICK_FILTERS, SEARCH_WIDGET_SERVICES } from '@/domain/constants';
import type { SearchWidgetLabels } from '@design-system/components';
import { record, useT } from './design-system-labels';

export function useSearchWidgetLabels(): SearchWidgetLabels {
  const t = useT();
  return useMemo(
    () => ({
      region: t('searchWidget.region'),
      serviceLabel: t('searchWidget.serviceLabel'),
      servicePlaceholder: t('searchWidget.servicePlaceholder'),
      services: record(SEARCH_WIDGET_SERVICES, (k) => t(`searchWidget.service.${k}`)),
      locationLabel: t('searchWidget.locationLabel'),
      locationPlaceholder: t('searchWidget.locationPlaceholder'),
      currentPosition: t('searchWidget.location.currentPosition'),
      placesLoading: t('searchWidget.location.searching'),
      useLocation: t('searchWidget.useLocation'),
      locating: t('searchWidget.locating'),
      quickFilters: t('searchWidget.quickFilters'),
      filters: record(QUICK_FILTERS, (k) => t(`searchWidget.filter.${k}`)),
      find: t('searchWidget.find'),
      searchNearby: t('searchWidget.searchNearby'),
      clear: t('searchWidget.clear'),
      noSuggestions: t('searchWidget.noSuggestions'),
    }),
    [t],
  );
}

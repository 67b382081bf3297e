/**
 * Texts for the design-system components, from the shared catalogs (src/i18n/*.json): every design-system
 * component takes its texts as props, and the app, its stories and its tests fill them with these hooks, so
 * a label is mapped to its message id in one place. Each object is rebuilt only when the language changes.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  QUICK_FILTERS,
  SEARCH_WIDGET_SERVICES,
  SERVICE_MENUS,
  type ServiceMenuId,
} from '@/domain/constants';
import { BUSINESS_TYPES, SHOP_FEATURES } from '@/domain/shop';
import type {
  LanguageToggleLabels,
  SearchWidgetLabels,
  ServiceMegaMenuLabels,
  ServiceMenuServiceKey,
  SessionWarningDialogLabels,
  ShopCardLabels,
  ThemeMenuLabels,
  ToastHostLabels,
  UserMenuLabels,
} from '@design-system/components';

type Values = Record<string, string | number>;

export function useT() {
  const intl = useIntl();
  return useMemo(() => (id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/** One text per key (business types, weekdays, features …), for the label hooks. */
export function record<K extends string>(
  keys: readonly K[],
  text: (k: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, text(k)])) as Record<K, string>;
}

export function useThemeMenuLabels(): ThemeMenuLabels {
  const t = useT();
  return useMemo(
    () => ({
      button: t('theme.button'),
      title: t('theme.title'),
      modes: {
        light: t('theme.mode.light'),
        dark: t('theme.mode.dark'),
        'spa-light': t('theme.mode.spaLight'),
        'spa-dark': t('theme.mode.spaDark'),
        system: t('theme.mode.system'),
      },
      accessibility: t('theme.accessibility'),
      highContrast: t('theme.highContrast'),
      reducedMotion: t('theme.reducedMotion'),
      largeText: t('theme.largeText'),
      transitions: t('theme.transitions'),
      reset: t('theme.reset'),
      export: t('theme.export'),
      import: t('theme.import'),
      importError: t('theme.importError'),
      importSuccess: t('theme.importSuccess'),
    }),
    [t],
  );
}

export function useLanguageToggleLabels(): LanguageToggleLabels {
  const t = useT();
  return useMemo(
    () => ({ group: t('language.label'), en: t('language.en'), it: t('language.it') }),
    [t],
  );
}

export function useUserMenuLabels(): UserMenuLabels {
  const t = useT();
  return useMemo(
    () => ({
      menu: t('userMenu.menu'),
      profile: t('userMenu.profile'),
      bookings: t('userMenu.bookings'),
      logout: t('userMenu.logout'),
    }),
    [t],
  );
}

const ALL_SERVICE_KEYS = Array.from(
  new Set(Object.values(SERVICE_MENUS).flat()),
) as ServiceMenuServiceKey[];

export function useServiceMegaMenuLabels(): ServiceMegaMenuLabels {
  const t = useT();
  return useMemo(
    () => ({
      nav: t('services.nav'),
      categories: record(Object.keys(SERVICE_MENUS) as ServiceMenuId[], (k) => t(`services.${k}`)),
      services: record(ALL_SERVICE_KEYS, (k) => t(`services.${k}`)),
    }),
    [t],
  );
}

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

export function useShopCardLabels(): ShopCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      status: {
        open: t('shopCard.status.open'),
        closed: t('shopCard.status.closed'),
        busy: t('shopCard.status.busy'),
        unknown: t('shopCard.status.unknown'),
      },
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      features: record(SHOP_FEATURES, (k) => t(`feature.${k}`)),
      moreServices: (count) => t('shopCard.moreServices', { count }),
      fromPrice: (price) => t('shopCard.fromPrice', { price }),
      reviews: (count) => t('shopCard.reviews', { count }),
      rating: (rating) => t('shopCard.rating', { rating }),
      noRating: t('shopCard.noRating'),
      distance: (distance) => t('shopCard.distance', { distance }),
      addFavorite: t('shopCard.addFavorite'),
      removeFavorite: t('shopCard.removeFavorite'),
      book: t('shopCard.book'),
      details: t('shopCard.details'),
      call: (name) => t('shopCard.call', { name }),
      hours: t('shopCard.hours'),
    }),
    [t],
  );
}

export function useSessionWarningLabels(): SessionWarningDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('session.warning.title'),
      subtitle: t('session.warning.subtitle'),
      message: (minutes) => t('session.warning.message', { minutes }),
      timeRemaining: t('session.warning.timeRemaining'),
      extending: t('session.warning.extending'),
      extend: t('session.warning.extend'),
      logout: t('session.warning.logout'),
      dismiss: t('session.warning.dismiss'),
    }),
    [t],
  );
}

export function useToastHostLabels(): ToastHostLabels {
  const t = useT();
  return useMemo(() => ({ close: t('toast.close'), region: t('toast.region') }), [t]);
}

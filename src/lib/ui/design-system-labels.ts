/**
 * Texts for the design-system components, from the shared catalogs (src/i18n/*.json): every design-system
 * component takes its texts as props, and the app, its stories and its tests fill them with these hooks, so
 * a label is mapped to its message id in one place. Each object is rebuilt only when the language changes.
 * The header's and layout's labels live here; a component that only some screens show has its labels in a file of
 * its own beside this one (shop-card-labels.ts, search-widget-labels.ts, session-warning-labels.ts), so they
 * travel with that screen's code rather than in the code every page loads first.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SERVICE_MENUS, type ServiceMenuId } from '@/domain/constants';
import type {
  LanguageToggleLabels,
  ServiceMegaMenuLabels,
  ServiceMenuServiceKey,
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

export function useToastHostLabels(): ToastHostLabels {
  const t = useT();
  return useMemo(() => ({ close: t('toast.close'), region: t('toast.region') }), [t]);
}

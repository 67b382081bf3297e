import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type {
  LanguageToggleLabels,
  ServiceMegaMenuLabels,
  ThemeMenuLabels,
  ToastHostLabels,
  UserMenuLabels,
} from '@design-system/components';
import { SERVICE_MENUS, type ServiceMenuId } from '@/domain/constants';

const MENU_IDS = Object.keys(SERVICE_MENUS) as ServiceMenuId[];

/** Texts for the design-system pieces in the header and layout, from the shared catalog. */
export function useLayoutLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const serviceMenu: ServiceMegaMenuLabels = {
      nav: t('services.nav'),
      categories: Object.fromEntries(
        MENU_IDS.map((m) => [m, t(`services.${m}`)]),
      ) as ServiceMegaMenuLabels['categories'],
      services: Object.fromEntries(
        MENU_IDS.flatMap((m) => SERVICE_MENUS[m].map((s) => [s, t(`services.${s}`)])),
      ) as ServiceMegaMenuLabels['services'],
    };
    const language: LanguageToggleLabels = {
      group: t('language.label'),
      en: t('language.en'),
      it: t('language.it'),
    };
    const theme: ThemeMenuLabels = {
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
    };
    const userMenu: UserMenuLabels = {
      menu: t('userMenu.menu'),
      profile: t('userMenu.profile'),
      bookings: t('userMenu.bookings'),
      logout: t('userMenu.logout'),
    };
    const toasts: ToastHostLabels = { close: t('toast.close'), region: t('toast.region') };
    return { serviceMenu, language, theme, userMenu, toasts };
  }, [intl]);
}

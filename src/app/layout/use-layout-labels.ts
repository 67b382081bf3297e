import {
  useLanguageToggleLabels,
  useServiceMegaMenuLabels,
  useThemeMenuLabels,
  useToastHostLabels,
  useUserMenuLabels,
} from '@/lib/ui/design-system-labels';

/** Texts for the design-system pieces in the header and layout. */
export function useLayoutLabels() {
  return {
    serviceMenu: useServiceMegaMenuLabels(),
    language: useLanguageToggleLabels(),
    theme: useThemeMenuLabels(),
    userMenu: useUserMenuLabels(),
    toasts: useToastHostLabels(),
  };
}

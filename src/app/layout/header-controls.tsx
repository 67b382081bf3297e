import { useAtomValue, useSetAtom } from 'jotai';
import { LanguageToggle } from '@design-system/components/LanguageToggle/LanguageToggle';
import { changeLocaleAtom, localeAtom } from '@/i18n';
import { useThemeSettings } from '../theme/use-theme-settings';
import { LazyThemeMenu } from './lazy-theme-menu';
import { useLayoutLabels } from './use-layout-labels';

/** Language toggle and theme menu, shared by the header bar and the mobile menu. */
export function HeaderControls({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const labels = useLayoutLabels();
  const locale = useAtomValue(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  const theme = useThemeSettings();
  return (
    <>
      <LanguageToggle
        locale={locale}
        onChange={(next) => void changeLocale(next)}
        labels={labels.language}
        size={size}
      />
      <LazyThemeMenu
        config={theme.config}
        labels={labels.theme}
        onChange={theme.change}
        onReset={theme.reset}
        onImport={theme.importConfig}
        exportFileName="orabella-theme.json"
      />
    </>
  );
}

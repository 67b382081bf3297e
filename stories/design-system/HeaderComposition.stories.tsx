import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import type { Locale } from '@/domain/constants';
import {
  LanguageToggle,
  Logo,
  ServiceMegaMenu,
  ThemeMenu,
  UserMenu,
} from '@design-system/components';
import { defaultThemeConfig } from '@design-system/theme';
import {
  useLanguageToggleLabels,
  useServiceMegaMenuLabels,
  useT,
  useThemeMenuLabels,
  useUserMenuLabels,
} from './support/labels';
import { PATHS, serviceSearchHref } from '@/domain/links';

/** How the header pieces compose (the app's header lives in src/app). */
function HeaderComposition({
  signedIn = false,
  onNavigate,
}: {
  signedIn?: boolean;
  onNavigate?: (href: string) => void;
}) {
  const t = useT();
  const [locale, setLocale] = useState<Locale>('en');
  const [config, setConfig] = useState(defaultThemeConfig());
  const theme = useThemeMenuLabels();
  const language = useLanguageToggleLabels();
  const services = useServiceMegaMenuLabels();
  const user = useUserMenuLabels();
  return (
    <Box
      component="header"
      sx={(th) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        minHeight: 340,
        alignContent: 'flex-start',
        flexWrap: 'wrap',
        borderBottom: `1px solid ${(th.vars ?? th).palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <Logo
        name={t('app.name')}
        ariaLabel={t('header.home')}
        href={PATHS.home}
        onNavigate={onNavigate}
      />
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
        <ServiceMegaMenu
          labels={services}
          serviceHref={serviceSearchHref}
          onNavigate={onNavigate}
        />
      </Box>
      <LanguageToggle locale={locale} onChange={setLocale} labels={language} />
      <ThemeMenu
        config={config}
        labels={theme}
        onChange={setConfig}
        onReset={() => setConfig(defaultThemeConfig())}
        onImport={() => false}
      />
      {signedIn ? (
        <UserMenu
          user={{ name: 'Giulia Rossi', email: 'giulia.rossi@example.com' }}
          labels={user}
          profileHref={PATHS.profile}
          bookingsHref={PATHS.bookings}
          onLogout={() => {}}
          onNavigate={onNavigate}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="text">{t('header.login')}</Button>
          <Button variant="contained">{t('header.register')}</Button>
        </Box>
      )}
    </Box>
  );
}

const meta = {
  title: 'Design System/HeaderComposition',
  component: HeaderComposition,
  args: { onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderComposition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SignedIn: Story = { args: { signedIn: true } };

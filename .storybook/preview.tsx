import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@/domain/constants';
import en from '@/i18n/en.json';
import it from '@/i18n/it.json';
import { createQueryClient } from '@/lib/query-client';
import { AppThemeProvider } from '@design-system/theme';
import { handlersByArea } from '@mocks/handlers/index';
import { DEFAULT_GLOBALS, readGlobals, themeConfigFor, type StoryGlobals } from './globals';
import { AppliedThemeMarker, useStoryThemeChange } from './story-theme';

const MESSAGES: Record<string, Record<string, string>> = { en, it };

/**
 * Every story renders inside the app's providers: IntlProvider (toolbar locale) and AppThemeProvider (toolbar theme,
 * or the theme the browser tests switched this story to in place: see story-theme.tsx).
 */
function StoryProviders({
  storyId,
  globals,
  children,
}: {
  storyId: string;
  globals: StoryGlobals;
  children: ReactNode;
}) {
  const change = useStoryThemeChange(storyId);
  const config = themeConfigFor(change ? { ...globals, ...change } : globals);
  // A theme switched in place is checked at once: no cross-fade to wait for (it ends in the same colours).
  if (change) config.transitions = false;
  return (
    <IntlProvider
      locale={globals.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={MESSAGES[globals.locale]}
    >
      <AppThemeProvider config={config}>
        <AppliedThemeMarker />
        {children}
      </AppThemeProvider>
    </IntlProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders storyId={context.id} globals={readGlobals(context.globals)}>
    <Story />
  </StoryProviders>
);

/** A fresh query client per story (keyed by its id), so no story shows another's cached answers. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry: false }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story, context) => (
  <StoryQueryClient key={context.id}>
    <Story />
  </StoryQueryClient>
);

const preview: Preview = {
  decorators: [withQueryClient, withProviders],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'spa-light', title: 'Spa light' },
          { value: 'spa-dark', title: 'Spa dark' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    a11yVariant: {
      description: 'Accessibility variant',
      toolbar: {
        title: 'Accessibility',
        icon: 'accessibility',
        items: [
          { value: 'none', title: 'Standard' },
          { value: 'highContrast', title: 'High contrast' },
          { value: 'reducedMotion', title: 'Reduced motion' },
          { value: 'largeText', title: 'Large text' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'it', title: 'Italiano', right: 'IT' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { ...DEFAULT_GLOBALS },
  parameters: {
    layout: 'padded',
    // The theme paints the canvas (CssBaseline); Storybook's backgrounds would fight it.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    msw: { handlers: handlersByArea },
  },
};

export default preview;

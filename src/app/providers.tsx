import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import { SessionBridge } from '@/features/auth';
import { I18nProvider } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { RefetchOnLanguageChange } from './refetch-on-language';
import { AppTheme } from './theme/app-theme';

export type AppStore = ReturnType<typeof createStore>;

/**
 * Everything around the router: server state (TanStack Query), client state (jotai), theme (initialised
 * first, spec 01 §4 start-up), language (a change refetches the answers on screen in it), and the bridge that
 * lets the API client read the session. Tests pass
 * their own store and query client; the app makes one client for its lifetime.
 */
export function AppProviders({
  children,
  store,
  queryClient,
}: {
  children: ReactNode;
  store?: AppStore;
  queryClient?: QueryClient;
}) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <JotaiProvider store={store}>
        <SessionBridge />
        <RefetchOnLanguageChange />
        <AppTheme>
          <Suspense fallback={null}>
            <I18nProvider>{children}</I18nProvider>
          </Suspense>
        </AppTheme>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

import { CacheProvider } from '@emotion/react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionBridge } from '@/features/auth';
import { I18nProvider } from '@/i18n';
import { loadedQueryClient, loadQueryClient } from '@/lib/query-layer';
import { RefetchOnLanguageChange } from './refetch-on-language';
import { createStyleCache } from './style-cache';
import { AppTheme } from './theme/app-theme';

export type AppStore = ReturnType<typeof createStore>;

/**
 * The app's query client: the one given (tests), else the app's, whose code loads after home's first paint or
 * before any other page's (src/lib/query-layer.tsx). Mounted while provided: it then follows focus and
 * connectivity.
 */
function useQueryClientOf(given: QueryClient | undefined): QueryClient | undefined {
  const [client, setClient] = useState(() => given ?? loadedQueryClient() ?? undefined);
  useEffect(() => {
    if (client) return;
    let live = true;
    loadQueryClient().then(
      (loaded) => {
        if (live) setClient(loaded);
      },
      // A page that needs it asks again (WithQueryClient) and shows the failure.
      (error: unknown) => console.error('Could not load the data layer', error),
    );
    return () => {
      live = false;
    };
  }, [client]);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return client;
}

/**
 * Everything around the router: the app's style cache (style-cache.ts), server state (TanStack Query), client
 * state (jotai), theme (initialised
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
  const client = useQueryClientOf(queryClient);
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <QueryClientContext.Provider value={client}>
        <JotaiProvider store={store}>
          <SessionBridge />
          {client ? <RefetchOnLanguageChange client={client} /> : null}
          <AppTheme>
            <Suspense fallback={null}>
              <I18nProvider>{children}</I18nProvider>
            </Suspense>
          </AppTheme>
        </JotaiProvider>
      </QueryClientContext.Provider>
    </CacheProvider>
  );
}

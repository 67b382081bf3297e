import { useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { localeAtom } from '@/i18n';
import { configureApiSession } from '@/lib/api-transport';
import { endSessionAtom, sessionAtom, sessionFromLogin } from './session-atoms';
import { PATHS } from '@/domain/links';

/**
 * Hands the API client the current access token and the interface language, stores the session a
 * refresh answers with, and ends the session (→ /login) when a refresh fails.
 * Rendered once, before the router, so it is registered before any page effect makes a call.
 */
export function SessionBridge() {
  const store = useStore();
  useLayoutEffect(
    () =>
      configureApiSession({
        getAccessToken: () => store.get(sessionAtom)?.accessToken ?? null,
        onRefreshed: (result) => {
          if (store.get(sessionAtom)) store.set(sessionAtom, sessionFromLogin(result));
        },
        onUnauthorized: () => {
          if (store.get(sessionAtom)) store.set(endSessionAtom, PATHS.login);
        },
        getLocale: () => store.get(localeAtom),
      }),
    [store],
  );
  return null;
}

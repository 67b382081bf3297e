import { useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { configureApiSession } from '@/lib/api';
import { sessionAtom } from './session-atoms';

/**
 * Hands the API client the current access token and lets it end the session on a 401.
 * Rendered once, before the router, so it is registered before any page effect makes a call.
 */
export function SessionBridge() {
  const store = useStore();
  useLayoutEffect(
    () =>
      configureApiSession({
        getAccessToken: () => store.get(sessionAtom)?.accessToken ?? null,
        onUnauthorized: () => store.set(sessionAtom, null),
      }),
    [store],
  );
  return null;
}

import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import type { LoginPayload, LoginResult, SessionUser } from '@/domain/auth';
import {
  currentUserAtom,
  endSessionAtom,
  sessionAtom,
  sessionFromLogin,
  type Session,
} from './session-atoms';

/**
 * The auth calls, with the HTTP client, load with the first of them: this module is on every first paint (the
 * header reads the session and offers logout), the calls are not.
 */
const authCalls = () => import('./api');

/** POST /api/auth/extend → LoginResult (the session overlay's "Stay signed in"). */
export async function extendSession(): Promise<Session> {
  return (await authCalls()).extendSession();
}

export function useCurrentUser() {
  return useAtomValue(currentUserAtom);
}

export function useSession() {
  return useAtom(sessionAtom);
}

/** Stores a LoginResult (login, register, social sign-in) as the tab's session; the guard then moves on. */
export function useStartSession() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback((result: LoginResult) => setSession(sessionFromLogin(result)), [setSession]);
}

/**
 * Signs in and stores the session; throws the ApiError on failure. The route guard then moves the
 * user off /login: to `?returnTo=` when present, else to the role's landing page.
 */
export function useLogin() {
  const startSession = useStartSession();
  return useCallback(
    async (payload: LoginPayload): Promise<LoginResult> => {
      const result = await (await authCalls()).login(payload);
      startSession(result);
      return result;
    },
    [startSession],
  );
}

/**
 * Ends the session and goes to `to`: '/' for the user-menu logout (spec 01 "Header"),
 * '/login' when the session expires or cannot be extended (spec 01 §4). POST /api/auth/logout
 * (which clears the refresh cookie) is sent with the token being dropped; its failure is ignored.
 */
export function useLogout() {
  const store = useStore();
  const endSession = useSetAtom(endSessionAtom);
  return useCallback(
    (to: string = '/') => {
      const token = store.get(sessionAtom)?.accessToken ?? null;
      endSession(to);
      void authCalls()
        .then(({ logoutCall }) => logoutCall(token))
        .catch(() => {
          /* the session is gone on this side; a failed logout call changes nothing for the user */
        });
    },
    [store, endSession],
  );
}

/**
 * Reloads the signed-in user (GET /api/auth/me) into the session, e.g. to learn that a pending
 * business was approved; the guard then moves on. Resolves with the fresh user.
 */
export function useReloadSessionUser() {
  const store = useStore();
  return useCallback(async (): Promise<SessionUser> => {
    const user = await (await authCalls()).fetchCurrentUser();
    const current = store.get(sessionAtom);
    if (current) store.set(sessionAtom, { ...current, user });
    return user;
  }, [store]);
}

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { LoginPayload, LoginResult } from '@/domain/auth';
import { login as loginCall } from './api';
import { currentUserAtom, endSessionAtom, sessionAtom, sessionFromLogin } from './session-atoms';

export function useCurrentUser() {
  return useAtomValue(currentUserAtom);
}

export function useSession() {
  return useAtom(sessionAtom);
}

/**
 * Signs in and stores the session; throws the ApiError on failure. The route guard then moves the
 * user off /login: to `?returnTo=` when present, else to the role's landing page.
 */
export function useLogin() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    async (payload: LoginPayload): Promise<LoginResult> => {
      const result = await loginCall(payload);
      setSession(sessionFromLogin(result));
      return result;
    },
    [setSession],
  );
}

/**
 * Ends the session and goes to `to`: '/' for the user-menu logout (spec 01 "Header"),
 * '/login' when the session expires or cannot be extended (spec 01 §4).
 */
export function useLogout() {
  const endSession = useSetAtom(endSessionAtom);
  return useCallback((to: string = '/') => endSession(to), [endSession]);
}

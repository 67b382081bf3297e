import { useCallback, useEffect, useState } from 'react';
import type { AccountSettings, UserProfile } from '@/domain/profile';
import { DEFAULT_ACCOUNT_SETTINGS } from '@/domain/profile';
import { fetchProfile, fetchSettings } from './api';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** GET /api/users/profile for the page, with a retry. */
export function useProfileResource() {
  const [state, setState] = useState<Loadable<UserProfile>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchProfile().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const setProfile = useCallback(
    (update: (profile: UserProfile) => UserProfile) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', value: update(current.value) } : current,
      ),
    [],
  );
  return { state, reload, setProfile };
}

/**
 * GET /api/users/profile/settings. A load failure is only logged (spec 02 §7): the defaults are shown and
 * each change still saves.
 */
export function useAccountSettings(): AccountSettings | null {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  useEffect(() => {
    let live = true;
    fetchSettings().then(
      (value) => live && setSettings(value),
      (error: unknown) => {
        console.warn('Could not load account settings', error);
        if (live) setSettings(DEFAULT_ACCOUNT_SETTINGS);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

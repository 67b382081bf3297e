import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings, type UserProfile } from '@/domain/profile';
import {
  fetchProfile,
  fetchSettings,
  updateProfile,
  updateSettings,
  type SettingsPatch,
} from './api';

/**
 * The profile area's query keys and queries; the booking form reads the same cached profile. Keyed by the
 * signed-in user's id, so another sign-in in the same tab never sees the previous user's answers.
 */
export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: string) => [...profileKeys.all, userId, 'user'] as const,
  settings: (userId: string) => [...profileKeys.all, userId, 'settings'] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
  });

/**
 * Not kept once the settings tab closes (gcTime 0): the language can change elsewhere (the header's menu), so
 * each visit of the tab starts from the server's settings, and the panel's form from them.
 */
export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.settings(userId),
    queryFn: ({ signal }) => fetchSettings(signal),
    gcTime: 0,
  });

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** GET /api/users/profile for the page, with a retry; `setProfile` patches the cached profile. */
export function useProfileResource(userId: string | null) {
  const client = useQueryClient();
  const query = useQuery({ ...profileQuery(userId ?? ''), enabled: userId !== null });
  const state: Loadable<UserProfile> =
    query.data && !query.isError
      ? { status: 'ready', value: query.data }
      : query.isError && !query.isFetching
        ? { status: 'error', error: query.error }
        : { status: 'loading' };
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const setProfile = useCallback(
    (update: (profile: UserProfile) => UserProfile) => {
      if (userId)
        client.setQueryData<UserProfile>(profileKeys.profile(userId), (p) => p && update(p));
    },
    [client, userId],
  );
  return { state, reload, setProfile };
}

/** PUT /api/users/profile: the saved profile replaces the cached one (the booking form prefills from it). */
export function useSaveProfile(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      if (userId) client.setQueryData(profileKeys.profile(userId), saved);
    },
  });
}

/** PUT /api/users/profile/settings: the saved settings replace the cached ones. */
export function useSaveSettings(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsPatch) => updateSettings(update),
    onSuccess: (saved) => {
      if (userId) client.setQueryData(profileKeys.settings(userId), saved);
    },
  });
}

/**
 * GET /api/users/profile/settings. A load failure is only logged (spec 02 §7): the defaults are shown and
 * each change still saves.
 */
export function useAccountSettings(userId: string | null): AccountSettings | null {
  const query = useQuery({ ...settingsQuery(userId ?? ''), enabled: userId !== null });
  if (query.data) return query.data;
  if (query.isError && !query.isFetching) return DEFAULT_ACCOUNT_SETTINGS;
  return null;
}

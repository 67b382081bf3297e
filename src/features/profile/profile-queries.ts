import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  DEFAULT_ACCOUNT_SETTINGS,
  type AccountSettings,
  type UserProfile,
} from '@/domain/profile-fields';
import type { CustomerPreferencesUpdate } from '@/domain/customer-preferences';
import type { MedicalInfoUpdate } from '@/domain/medical-info';
import {
  fetchMedicalInfo,
  fetchPreferences,
  fetchProfile,
  fetchSettings,
  updateMedicalInfo,
  updatePreferences,
  updateProfile,
  updateSettings,
  type SettingsPatch,
} from './api';
import type { CustomerCare } from './profile-form';

/**
 * The profile area's query keys and queries; the booking form reads the same cached profile. Keyed by the
 * signed-in user's id, so another sign-in in the same tab never sees the previous user's answers.
 */
export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: string) => [...profileKeys.all, userId, 'user'] as const,
  settings: (userId: string) => [...profileKeys.all, userId, 'settings'] as const,
  preferences: (userId: string) => [...profileKeys.all, userId, 'preferences'] as const,
  medicalInfo: (userId: string) => [...profileKeys.all, userId, 'medical-info'] as const,
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

/** Which of a customer's care calls failed to load, in the spec's order (spec 02 §8 "Personal-area load"). */
type CarePart = 'preferences' | 'medicalInfo';

type CareState =
  | { status: 'loading' }
  | { status: 'error'; failed: CarePart[] }
  | { status: 'ready'; value: CustomerCare };

/**
 * A customer's preferences and medical info (GET /api/customer/preferences and /medical-info), loaded side by
 * side for the profile's preferences and health sections; `failed` names the calls that failed, and `reload`
 * asks those again.
 */
export function useCustomerCare(userId: string | null, enabled: boolean) {
  const on = enabled && userId !== null;
  const preferences = useQuery({
    queryKey: profileKeys.preferences(userId ?? ''),
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled: on,
  });
  const medicalInfo = useQuery({
    queryKey: profileKeys.medicalInfo(userId ?? ''),
    queryFn: ({ signal }) => fetchMedicalInfo(signal),
    enabled: on,
  });
  const failed: CarePart[] = [];
  if (preferences.isError && !preferences.isFetching) failed.push('preferences');
  if (medicalInfo.isError && !medicalInfo.isFetching) failed.push('medicalInfo');
  const state: CareState =
    preferences.data && medicalInfo.data
      ? { status: 'ready', value: { preferences: preferences.data, medicalInfo: medicalInfo.data } }
      : failed.length > 0
        ? { status: 'error', failed }
        : { status: 'loading' };
  const refetchPreferences = preferences.refetch;
  const refetchMedicalInfo = medicalInfo.refetch;
  const preferencesFailed = preferences.isError;
  const medicalFailed = medicalInfo.isError;
  const reload = useCallback(() => {
    if (preferencesFailed) void refetchPreferences();
    if (medicalFailed) void refetchMedicalInfo();
  }, [preferencesFailed, medicalFailed, refetchPreferences, refetchMedicalInfo]);
  return { state, reload };
}

/** PUT /api/customer/preferences and /medical-info: each saved answer replaces its cached one. */
export function useSaveCustomerCare(userId: string | null) {
  const client = useQueryClient();
  const preferences = useMutation({
    mutationFn: (update: CustomerPreferencesUpdate) => updatePreferences(update),
    onSuccess: (saved) => {
      if (!userId) return;
      client.setQueryData(profileKeys.preferences(userId), saved);
      // the profile holds the same stored values (the booking form prefills from it)
      const { email, sms, marketing } = saved.communicationPrefs;
      const { reminderTime, preferredTime } = saved.bookingPrefs;
      client.setQueryData<UserProfile>(
        profileKeys.profile(userId),
        (p) =>
          p && {
            ...p,
            preferredServices: [...saved.preferredServices],
            communicationPrefs: { email, sms, marketing },
            bookingPrefs: { reminderTime, preferredTime },
          },
      );
    },
  });
  const medicalInfo = useMutation({
    mutationFn: (update: MedicalInfoUpdate) => updateMedicalInfo(update),
    onSuccess: (saved) => {
      if (!userId) return;
      client.setQueryData(profileKeys.medicalInfo(userId), saved);
      const { allergies, medicalConditions, emergencyContact } = saved;
      client.setQueryData<UserProfile>(
        profileKeys.profile(userId),
        (p) => p && { ...p, allergies: [...allergies], medicalConditions, emergencyContact },
      );
    },
  });
  return { savePreferences: preferences.mutateAsync, saveMedicalInfo: medicalInfo.mutateAsync };
}

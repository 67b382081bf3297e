import { queryOptions } from '@tanstack/react-query';
import { fetchProfile, fetchSettings } from './api';

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

export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.settings(userId),
    queryFn: ({ signal }) => fetchSettings(signal),
  });

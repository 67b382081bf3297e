import { queryOptions } from '@tanstack/react-query';
import { fetchHealth, fetchSocialConfig, verifyResetToken } from './api';

/** The auth feature's query keys and queries: what the server says about sign-in before anyone signs in. */
export const authKeys = {
  all: ['auth'] as const,
  health: () => [...authKeys.all, 'health'] as const,
  socialConfig: () => [...authKeys.all, 'social-config'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

/** The server's mode and the social providers change only with a deployment: asked once per visit. */
export const healthQuery = () =>
  queryOptions({
    queryKey: authKeys.health(),
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: Infinity,
  });

export const socialConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.socialConfig(),
    queryFn: ({ signal }) => fetchSocialConfig(signal),
    staleTime: Infinity,
  });

/**
 * Whether a password-reset link's token is still good: checked once per visit (not kept after it, gcTime 0)
 * and never behind the user's back (a check in flight replaces the form being typed in).
 */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

import { queryOptions } from '@tanstack/react-query';
import { fetchHealth, fetchSocialConfig } from './api';

/** The auth feature's query keys and queries: what the server says about sign-in before anyone signs in. */
export const authKeys = {
  all: ['auth'] as const,
  health: () => [...authKeys.all, 'health'] as const,
  socialConfig: () => [...authKeys.all, 'social-config'] as const,
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

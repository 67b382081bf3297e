import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  RECOMMENDATION_FAILURE_IDS,
  type DismissResult,
  type RecommendationsResult,
} from '@/domain/recommendations';
import { api } from '@/lib/api';
import { useToast } from '@/lib/toast';

/** GET /api/customer/recommendations (spec 02 §7): the signed-in customer's, best first. */
export const fetchRecommendations = (signal?: AbortSignal) =>
  api.get<RecommendationsResult>('customer/recommendations', { signal });

/** PATCH /api/customer/recommendations/{id}/dismiss: it never comes back. */
export const dismissRecommendation = (id: string) =>
  api.patch<DismissResult>(`customer/recommendations/${encodeURIComponent(id)}/dismiss`);

/** Keyed by the signed-in customer, so another sign-in never sees the previous customer's. */
export const recommendationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['customer-dashboard', userId, 'recommendations'] as const,
    queryFn: ({ signal }) => fetchRecommendations(signal),
  });

/**
 * Dismiss, at once on screen: the card leaves before the server answers and comes back where it was, with
 * 'Failed to dismiss recommendation', if the server refuses.
 */
export function useDismissRecommendation(userId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const toast = useToast();
  const { queryKey } = recommendationsQuery(userId);
  return useMutation({
    mutationFn: dismissRecommendation,
    onMutate: async (id: string) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<RecommendationsResult>(queryKey);
      if (before)
        client.setQueryData<RecommendationsResult>(queryKey, {
          recommendations: before.recommendations.filter((r) => r.id !== id),
        });
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      toast.show({
        kind: 'error',
        message: intl.formatMessage({ id: RECOMMENDATION_FAILURE_IDS.dismiss }),
      });
    },
  });
}

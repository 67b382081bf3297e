import { useCallback, useEffect, useState } from 'react';
import type { Shop } from '@/domain/shop';
import { fetchFeaturedShops, type FeaturedShopsQuery } from './api';

export type FeaturedShopsStatus = 'idle' | 'loading' | 'success' | 'error';

interface Settled {
  key: string;
  shops: Shop[];
  error: Error | null;
}

/**
 * Loads featured shops for a query; `enabled: false` waits (e.g. for the device position).
 * A result belongs to the request that produced it, so a changed query reads as loading until it answers.
 */
export function useFeaturedShops(query: FeaturedShopsQuery, enabled = true) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const { limit, latitude, longitude } = query;
  const key = `${limit ?? ''}|${latitude ?? ''}|${longitude ?? ''}|${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchFeaturedShops({ limit, latitude, longitude }, controller.signal)
      .then((shops) => setSettled({ key, shops, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to load featured shops', error);
        setSettled({
          key,
          shops: [],
          error: error instanceof Error ? error : new Error(String(error)),
        });
      });
    return () => controller.abort();
  }, [key, limit, latitude, longitude, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled?.key === key ? settled : null;
  const status: FeaturedShopsStatus = !enabled
    ? 'idle'
    : !current
      ? 'loading'
      : current.error
        ? 'error'
        : 'success';
  return { status, shops: current?.shops ?? [], error: current?.error ?? null, retry };
}

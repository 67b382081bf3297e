import { useEffect, useState } from 'react';
import type { BusinessType } from '@/domain/shop';
import { fetchBusinessTypeCounts } from './api';

/** Approved shops per business type (filters panel, welcome state); null while loading or after a failure. */
export function useBusinessTypeCounts() {
  const [counts, setCounts] = useState<Record<BusinessType, number> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchBusinessTypeCounts(controller.signal)
      .then(setCounts)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Business type counts failed', error);
      });
    return () => controller.abort();
  }, []);
  return counts;
}

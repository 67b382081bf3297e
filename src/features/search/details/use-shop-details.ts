import { useCallback, useEffect, useState } from 'react';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { fetchShopDetails, fetchShopServices } from './api';
import { hasErrorCode } from '@/lib/error-text';

export type ShopDetailsState =
  | { status: 'idle' }
  | { status: 'loading'; shop: Shop | null }
  | { status: 'ready'; shop: Shop }
  | { status: 'notFound' }
  | { status: 'error'; shop: Shop | null; message: string };

type Answer =
  { status: 'ready'; shop: Shop } | { status: 'notFound' } | { status: 'error'; message: string };

/**
 * The shop and its services for the open modal. `initialShop` (the result card's copy) is shown while the
 * full shop loads; services load alongside and are null until they arrive (an empty list if they fail).
 * Answers are kept with the request they belong to, so a new shop id shows loading at once.
 */
export function useShopDetails(shopId: string | null, initialShop?: Shop) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; value: Answer } | null>(null);
  const [services, setServices] = useState<{ key: string; value: ShopService[] } | null>(null);
  const key = `${shopId ?? ''}#${attempt}`;
  const initial = initialShop && initialShop.id === shopId ? initialShop : null;

  useEffect(() => {
    if (!shopId) return;
    const controller = new AbortController();
    const requestKey = `${shopId}#${attempt}`;
    fetchShopDetails(shopId, controller.signal).then(
      (shop) => setAnswer({ key: requestKey, value: { status: 'ready', shop } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({
          key: requestKey,
          value: hasErrorCode(error, 'SHOP_NOT_FOUND')
            ? { status: 'notFound' }
            : {
                status: 'error',
                message: error instanceof Error ? error.message : String(error),
              },
        });
      },
    );
    fetchShopServices(shopId, controller.signal).then(
      (list) => setServices({ key: requestKey, value: list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Shop services failed to load', error);
        setServices({ key: requestKey, value: [] });
      },
    );
    return () => controller.abort();
  }, [shopId, attempt]);

  let state: ShopDetailsState;
  const current = answer?.key === key ? answer.value : null;
  if (!shopId) state = { status: 'idle' };
  else if (!current) state = { status: 'loading', shop: initial };
  else if (current.status === 'error') state = { ...current, shop: initial };
  else state = current;

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, services: services?.key === key ? services.value : null, retry };
}

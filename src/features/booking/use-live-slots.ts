import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from '@/features/auth';
import { configureRealtime, watchShopSlots } from '@/lib/realtime-client';

/**
 * Live slots (issue 5): while the booking page is open it watches the shop's room and hands the dates whose
 * slots changed to `onChange` (which refetches what is on screen). Leaves the room on unmount. A no-op when
 * real-time is off (the app runs on mocks).
 */
export function useLiveSlots(shopId: string | null, onChange: (dates: string[]) => void): void {
  const store = useStore();
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (!shopId) return;
    configureRealtime({ getAccessToken: () => store.get(sessionAtom)?.accessToken ?? null });
    return watchShopSlots(shopId, (dates) => handler.current(dates));
  }, [shopId, store]);
}

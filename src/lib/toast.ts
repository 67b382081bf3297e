import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { ToastItem } from '@design-system/components';

/** The toast queue shown by the layout's ToastHost (oldest first). */
export const toastsAtom = atom<ToastItem[]>([]);

let counter = 0;
function nextId() {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

export type ToastInput = Omit<ToastItem, 'id'>;

export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId();
      setToasts((queue) => [...queue, { ...toast, id }]);
      return id;
    },
    [setToasts],
  );
  const dismiss = useCallback(
    (id: string) => setToasts((queue) => queue.filter((t) => t.id !== id)),
    [setToasts],
  );
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

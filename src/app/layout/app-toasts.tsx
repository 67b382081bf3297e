import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { toastsAtom } from '@/lib/toast';
import { useLayoutLabels } from './use-layout-labels';

/** Loaded with the first toast, then kept. */
const ToastHost = lazy(() =>
  import('@design-system/components/ToastHost/ToastHost').then((m) => ({ default: m.ToastHost })),
);

/** Shows the app's toast queue (src/lib/toast.ts) through the design system's host. */
export function AppToasts() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const labels = useLayoutLabels();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  const onDismiss = useCallback(
    (id: string) => setToasts((queue) => queue.filter((t) => t.id !== id)),
    [setToasts],
  );
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost toasts={toasts} onDismiss={onDismiss} labels={labels.toasts} />
    </Suspense>
  );
}

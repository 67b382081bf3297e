import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaleTransaction } from '@/domain/sales';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { useDeleteSale } from '../use-sales-queries';

/** How long a delete can be undone before it is sent (issue 16: undo for 5 s). */
export const UNDO_MS = 5000;

interface Pending {
  sale: SaleTransaction;
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * A delete that waits: the transaction leaves the list at once and a toast offers Undo for 5 seconds; only then
 * is DELETE sent (nothing is deleted and re-created: a booking's sale is reversed on the server, which an undo
 * could not take back). Leaving the page sends what is waiting at once. A refused delete brings the transaction
 * back with the reason.
 */
export function useDelayedDelete(shopId: string) {
  const intl = useIntl();
  const toast = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending>());
  const { mutate } = useDeleteSale(shopId);

  const unhide = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const sendNow = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      toast.dismiss(entry.toastId);
      mutate(id, {
        onSuccess: () =>
          toast.show({
            kind: 'default',
            severity: 'success',
            message: intl.formatMessage({ id: 'sales.list.deleted' }),
          }),
        onError: (error) => {
          unhide(id);
          toast.show({ kind: 'error', message: errorText(error, intl, 'sales.deleteFailed') });
        },
      });
    },
    [intl, mutate, toast, unhide],
  );
  // the timers and the unmount call the latest sendNow
  const send = useRef(sendNow);
  useEffect(() => {
    send.current = sendNow;
  }, [sendNow]);

  const undo = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      toast.dismiss(entry.toastId);
      unhide(id);
    },
    [toast, unhide],
  );

  const schedule = useCallback(
    (sale: SaleTransaction) => {
      if (pending.current.has(sale.id)) return;
      setHidden((current) => new Set(current).add(sale.id));
      const toastId = toast.show({
        kind: 'default',
        message: intl.formatMessage({ id: 'sales.list.deleting' }, { service: sale.serviceName }),
        durationMs: UNDO_MS,
        action: {
          label: intl.formatMessage({ id: 'sales.list.undo' }),
          onClick: () => undo(sale.id),
        },
      });
      const timer = setTimeout(() => send.current(sale.id), UNDO_MS);
      pending.current.set(sale.id, { sale, timer, toastId });
    },
    [intl, toast, undo],
  );

  // leaving the page: what waits is sent now (the person chose to delete; only the undo window closes)
  useEffect(() => {
    const waiting = pending.current;
    const latest = send;
    return () => {
      for (const id of [...waiting.keys()]) latest.current(id);
    };
  }, []);

  return { schedule, undo, hidden };
}

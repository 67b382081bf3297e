import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, UpdateBookingInput } from '@/domain/booking';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { shopOpsKeys } from '../query-keys';
import { useAppointmentUpdate } from './use-appointment-update';

/** What an owner does to a booking from the details dialog (the toast and message ids are named after it). */
export type AppointmentChange =
  'confirm' | 'reject' | 'cancel' | 'reschedule' | 'check-in' | 'complete' | 'no-show' | 'notes';

/**
 * One owner change through the shared mutation, with the dialog's pending state, a translated success toast
 * and a translated refusal kept for the dialog to show. A conflict (someone changed the booking or took the
 * time meanwhile) also refreshes the shop's lists so the owner sees what happened.
 */
export function useAppointmentAction(shopId: string, onDone: (booking: Booking) => void) {
  const intl = useIntl();
  const toast = useToast();
  const client = useQueryClient();
  const update = useAppointmentUpdate(shopId);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (booking: Booking, change: AppointmentChange, changes: UpdateBookingInput) => {
      setError(null);
      try {
        const changed = await update.mutateAsync({ id: booking.id, changes });
        toast.show({
          kind: 'default',
          severity: 'success',
          message: intl.formatMessage(
            {
              id: `shopOps.appointments.done.${change.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`,
            },
            { name: changed.customerName },
          ),
        });
        onDone(changed);
        return changed;
      } catch (failure) {
        setError(errorText(failure, intl, 'shopOps.appointments.error.action'));
        if (failure instanceof ApiError && failure.status === 409)
          void client.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) });
        return null;
      }
    },
    [client, intl, onDone, shopId, toast, update],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, pending: update.isPending, error, clearError };
}

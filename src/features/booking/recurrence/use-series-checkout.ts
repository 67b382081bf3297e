import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerDetailsValues } from '@design-system/components';
import type { Booking } from '@/domain/booking';
import type { SeriesPreview } from '@/domain/booking-series';
import { NO_REPEAT, type RepeatChoice } from './series-repeat';
import { errorText } from '@/lib/error-text';
import { clearPendingBooking } from '../pending-booking';
import { applyBookingChange } from '../realtime-cache';
import { newIdempotencyKey } from '../submit-booking';
import { bookingInput, type CheckoutChoice } from '../use-checkout';
import { createCustomerSeries, previewCustomerSeries, type CustomerSeriesBody } from './series-api';

/**
 * "Repeat this booking" in the checkout (issue 15): the first Complete with a repeat asks for the preview and
 * lists the dates that are not free; the second books the others as one series (each occurrence claimed like
 * a single booking), and the page confirms the first with the series noted on it.
 */
export function useSeriesCheckout(onConfirmed: (booking: Booking) => void) {
  const intl = useIntl();
  const client = useQueryClient();
  const [repeat, setRepeatState] = useState<RepeatChoice>(NO_REPEAT);
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const previewCall = useMutation({ mutationFn: previewCustomerSeries });
  const createCall = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CustomerSeriesBody; idempotencyKey: string }) =>
      createCustomerSeries(body, idempotencyKey),
    onSuccess: (result) => {
      for (const booking of result.bookings) void applyBookingChange(client, booking);
    },
  });

  const setRepeat = useCallback((next: RepeatChoice) => {
    setRepeatState(next);
    setPreview(null);
    setError(null);
  }, []);

  const submit = useCallback(
    async (choice: CheckoutChoice, values: CustomerDetailsValues) => {
      setError(null);
      const body: CustomerSeriesBody = {
        ...bookingInput(choice, values),
        recurrence: { frequency: repeat.frequency, count: repeat.count },
      };
      try {
        if (!preview) {
          setPreview(await previewCall.mutateAsync(body));
          return;
        }
        const result = await createCall.mutateAsync({
          body: { ...body, skipDates: preview.conflicts.map((c) => c.date) },
          idempotencyKey: key,
        });
        const first = result.bookings[0];
        clearPendingBooking();
        setKey(newIdempotencyKey());
        if (first) onConfirmed(first);
      } catch (failure) {
        setPreview(null);
        setError(errorText(failure, intl, 'booking.completeError'));
      }
    },
    [repeat, preview, previewCall, createCall, key, onConfirmed, intl],
  );

  const bookable = preview ? preview.occurrences.length - preview.conflicts.length : null;
  return {
    repeat,
    setRepeat,
    preview,
    /** occurrences that will be booked once previewed (null before) */
    bookable,
    submit,
    submitting: previewCall.isPending || createCall.isPending,
    error,
  };
}

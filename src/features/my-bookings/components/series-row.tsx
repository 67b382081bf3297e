import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import RepeatRounded from '@mui/icons-material/RepeatRounded';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import type { Booking } from '@/domain/booking';
import { applyBookingChange, cancelSeriesFrom } from '@/features/booking';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';

/**
 * Under a booking that belongs to a recurring series: which occurrence it is, and (when it can still be
 * cancelled) "Cancel the rest of the series", this one and the later ones; one occurrence alone is the card's
 * own Cancel.
 */
export function SeriesRow({ booking, canCancel }: { booking: Booking; canCancel: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelSeriesFrom(booking.series!.id, booking.date),
    onSuccess: (result) => {
      for (const cancelled of result.bookings) void applyBookingChange(client, cancelled);
      toast.show({
        kind: 'default',
        severity: result.failed.length > 0 ? 'warning' : 'success',
        message: intl.formatMessage(
          { id: 'booking.series.cancelledRest' },
          { count: result.bookings.length },
        ),
      });
      setConfirming(false);
    },
    onError: (error) =>
      toast.show({
        kind: 'error',
        message: errorText(error, intl, 'booking.series.cancelRestFailed'),
      }),
  });
  const series = booking.series;
  if (!series) return null;
  const marker = intl.formatMessage(
    { id: 'booking.series.marker' },
    { frequency: series.frequency, index: series.index + 1, count: series.count },
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Chip size="small" icon={<RepeatRounded />} label={marker} variant="outlined" />
      {canCancel && (
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          <FormattedMessage id="booking.series.cancelRest" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'booking.series.cancelRest' })}
        description={intl.formatMessage({ id: 'booking.series.cancelRestDescription' })}
        tone="danger"
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
        labels={{
          confirm: intl.formatMessage({ id: 'booking.series.cancelRest' }),
          cancel: intl.formatMessage({ id: 'booking.series.keep' }),
          busy: intl.formatMessage({ id: 'booking.series.cancelling' }),
        }}
      />
    </Stack>
  );
}

import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { BOOKING_REASON_MAX, type Booking } from '@/domain/booking';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import type { GridCell } from './calendar-columns';

export interface DropMoveDialogProps {
  /** the dragged booking and where it was dropped; null: closed */
  drop: { booking: Booking; target: GridCell; staffName: string } | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * After a drop: where the booking goes, and an optional reason the customer's email carries. The caller keys
 * it by the drop, so each drop starts with an empty reason.
 */
export function DropMoveDialog({ drop, onCancel, onConfirm }: DropMoveDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={drop !== null}
      title={t('shopOps.calendar.drop.title')}
      description={
        drop
          ? t('shopOps.calendar.drop.description', {
              service: drop.booking.serviceName,
              customer: drop.booking.customerName,
              when: `${formatCalendarDate(intl.locale, drop.target.date, 'short')} ${formatClockTime(intl.locale, drop.target.time)}`,
              person: drop.staffName || t('shopOps.calendar.shopColumn'),
            })
          : undefined
      }
      labels={{
        confirm: t('shopOps.calendar.drop.confirm'),
        cancel: t('shopOps.calendar.move.cancel'),
        busy: t('shopOps.calendar.drop.busy'),
      }}
      onClose={onCancel}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <TextField
        label={t('shopOps.calendar.move.reason')}
        helperText={t('shopOps.calendar.move.reasonHelp')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}

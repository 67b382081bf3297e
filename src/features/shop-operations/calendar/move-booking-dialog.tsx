import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BOOKING_REASON_MAX, type Booking } from '@/domain/booking';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import type { CalendarStaff } from '@/domain/shop-calendar';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { useAppointmentUpdate } from '../appointments';
import { useMoveSlots } from './use-shop-calendar';

export interface MoveBookingDialogProps {
  shopId: string;
  booking: Booking | null;
  /** the people a booking can move to */
  staff: CalendarStaff[];
  open: boolean;
  onClose: () => void;
}

/**
 * Moving a booking without a pointer (the calendar's M key, the details dialog): a date, a person, one of the
 * free times the customers' engine offers for the booking's services, and an optional reason for the customer.
 * Saved through the same update (and claims) as a drag.
 */
export function MoveBookingDialog(props: MoveBookingDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={props.open} onClose={busy ? undefined : props.onClose} fullWidth maxWidth="xs">
      {props.booking && (
        // keyed: each booking (and each opening) starts the form from that booking
        <MoveBookingForm
          key={`${props.booking.id}|${props.booking.date}|${props.booking.startTime}`}
          {...props}
          booking={props.booking}
          onBusy={setBusy}
        />
      )}
    </Dialog>
  );
}

function MoveBookingForm({
  shopId,
  booking,
  staff,
  open,
  onClose,
  onBusy,
}: MoveBookingDialogProps & { booking: Booking; onBusy: (busy: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const update = useAppointmentUpdate(shopId);
  const [date, setDate] = useState(booking.date);
  const [staffId, setStaffId] = useState(booking.staffId);
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');

  const slots = useMoveSlots(
    open && date && staffId
      ? { shopId, serviceIds: booking.services.map((s) => s.id), staffId, date }
      : null,
  );
  const free = (slots.data?.slots ?? []).filter((slot) => slot.available);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) return;
    onBusy(true);
    update.mutate(
      {
        id: booking.id,
        changes: { date, time, staffId, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      },
      {
        onSuccess: () => {
          toast.show({
            kind: 'default',
            severity: 'success',
            message: t('shopOps.calendar.moved'),
          });
          onClose();
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{t('shopOps.calendar.move.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t('shopOps.calendar.move.current', {
              service: booking.serviceName,
              customer: booking.customerName,
              when: `${formatCalendarDate(intl.locale, booking.date, 'short')} ${formatClockTime(intl.locale, booking.startTime)}`,
            })}
          </Typography>

          <TextField
            type="date"
            label={t('shopOps.calendar.move.date')}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime('');
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            disabled={update.isPending}
            required
          />
          <TextField
            select
            label={t('shopOps.calendar.move.staff')}
            value={staffId}
            onChange={(e) => {
              setStaffId(e.target.value);
              setTime('');
            }}
            disabled={update.isPending}
          >
            {staff.map((person) => (
              <MenuItem key={person.id} value={person.id}>
                {person.name || t('shopOps.calendar.shopColumn')}
              </MenuItem>
            ))}
          </TextField>
          {slots.isLoading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden="true" />
              <Typography variant="body2">{t('shopOps.calendar.move.loadingTimes')}</Typography>
            </Stack>
          ) : slots.isError ? (
            <Alert severity="error">
              {errorText(slots.error, intl, 'shopOps.calendar.move.timesFailed')}
            </Alert>
          ) : free.length === 0 ? (
            <Alert severity="info">{t('shopOps.calendar.move.noTimes')}</Alert>
          ) : (
            <TextField
              select
              label={t('shopOps.calendar.move.time')}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              disabled={update.isPending}
              required
            >
              {free.map((slot) => (
                <MenuItem key={slot.time} value={slot.time}>
                  {formatClockTime(intl.locale, slot.time)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('shopOps.calendar.move.reason')}
            helperText={t('shopOps.calendar.move.reasonHelp')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            disabled={update.isPending}
            slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX } }}
          />
          {update.isError && (
            <Alert severity="error" role="alert">
              {errorText(update.error, intl, 'shopOps.calendar.move.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('shopOps.calendar.move.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!time || update.isPending}
          loading={update.isPending}
        >
          {t('shopOps.calendar.move.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

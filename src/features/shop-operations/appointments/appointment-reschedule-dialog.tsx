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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { shopToday } from '@/domain/availability';
import { LATE_RESCHEDULE_HOURS, type Booking } from '@/domain/booking';
import { parseTime } from '@/domain/opening-hours';
import type { TeamMember } from '@/domain/shop-team';
import { zonedInstantMs } from '@/domain/zoned-time';
import { TimeSlotGrid, formatBookingDate, formatBookingTime } from '@design-system/components';
import {
  ReasonField,
  reasonOrNull,
  useReasonDraft,
} from '@design-system/components/CancelBookingDialog/ReasonField';
import { errorText } from '@/lib/error-text';
import { useTimeSlotGridLabels } from '@/lib/ui/booking-labels';
import { shopOpsKeys } from '../query-keys';
import { fetchRescheduleSlots } from './api';

export interface AppointmentRescheduleDialogProps {
  open: boolean;
  booking: Booking;
  /** the shop's people (those who do every service of the booking are offered) */
  staff: readonly TeamMember[];
  pending: boolean;
  error: string | null;
  onSubmit: (move: { date: string; time: string; staffId: string | null; reason: string }) => void;
  onClose: () => void;
}

const HOUR_MS = 3_600_000;

/** Whether a shop-local date and time starts within LATE_RESCHEDULE_HOURS of now. */
function startsSoon(date: string, time: string, timeZone: string, now: number): boolean {
  const at = zonedInstantMs(date, parseTime(time) ?? 0, timeZone);
  return at !== null && at - now < LATE_RESCHEDULE_HOURS * HOUR_MS;
}

/**
 * Moving a booking from the Bookings tab: a new day, a person (or anyone free), one of the times the customers'
 * engine offers for the booking's services, and the reason the customer is told. Inside LATE_RESCHEDULE_HOURS
 * (the booking's current time or the new one) it warns that the move is late.
 */
export function AppointmentRescheduleDialog({
  open,
  booking,
  staff,
  pending,
  error,
  onSubmit,
  onClose,
}: AppointmentRescheduleDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.reschedule.${id}` }, values);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const slotLabels = useTimeSlotGridLabels();
  const titleId = useId();
  const reason = useReasonDraft(open);
  const [date, setDate] = useState(booking.date);
  const [staffId, setStaffId] = useState(booking.staffId);
  const [time, setTime] = useState<string | null>(null);
  /** when the time was picked (the late warning compares the new start with it) */
  const [pickedAt, setPickedAt] = useState(0);
  const [missing, setMissing] = useState(false);
  const [forId, setForId] = useState<string | null>(null);
  // a new booking or a reopening starts the form from the booking's own day and person
  const key = open ? booking.id : null;
  if (key !== forId) {
    setForId(key);
    setDate(booking.date);
    setStaffId(booking.staffId);
    setTime(null);
    setMissing(false);
  }

  const serviceIds = booking.services.map((line) => line.id);
  const qualified = staff.filter(
    (member) =>
      member.serviceIds.length === 0 || serviceIds.every((id) => member.serviceIds.includes(id)),
  );
  const person = qualified.some((member) => member.id === staffId) ? staffId : '';
  const slots = useQuery({
    queryKey: [...shopOpsKeys.shop(booking.shopId), 'move-slots', serviceIds, person, date],
    queryFn: ({ signal }) =>
      fetchRescheduleSlots(
        { shopId: booking.shopId, serviceIds, staffId: person || null, date },
        signal,
      ),
    enabled: open && date !== '',
  });
  const late =
    booking.policy.lateReschedule ||
    (time !== null && startsSoon(date, time, booking.shopTimeZone, pickedAt));

  const submit = () => {
    const text = reasonOrNull(reason.value);
    if (time === null) return;
    if (text === null) {
      setMissing(true);
      return;
    }
    onSubmit({ date, time, staffId: person || null, reason: text });
  };

  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            {t('from', {
              name: booking.customerName,
              when: `${formatBookingDate(intl, booking.date)}, ${formatBookingTime(intl, booking.startTime)}`,
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('date')}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setTime(null);
              }}
              disabled={pending}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: shopToday(new Date(), booking.shopTimeZone) },
              }}
              fullWidth
            />
            <TextField
              select
              label={t('staff')}
              value={person}
              onChange={(event) => {
                setStaffId(event.target.value);
                setTime(null);
              }}
              disabled={pending}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <MenuItem value="">{t('anyone')}</MenuItem>
              {qualified.map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TimeSlotGrid
            slots={slots.data?.slots ?? null}
            loading={slots.isFetching && !slots.data}
            error={
              slots.isError
                ? errorText(slots.error, intl, 'shopOps.appointments.reschedule.slotsError')
                : null
            }
            onRetry={() => void slots.refetch()}
            selectedTime={time}
            onSelect={(picked) => {
              setTime(picked);
              setPickedAt(Date.now());
            }}
            hideUnavailable
            headingLevel={3}
            note={t('zone', { zone: booking.shopTimeZone })}
            labels={slotLabels}
          />
          {late && <Alert severity="warning">{t('late', { hours: LATE_RESCHEDULE_HOURS })}</Alert>}
          <ReasonField
            value={reason.value}
            onChange={(value) => {
              reason.set(value);
              if (value.trim()) setMissing(false);
            }}
            label={t('reason')}
            counter={(count, max) => t('counter', { count, max })}
            disabled={pending}
            required
          />
          {missing && (
            <Alert severity="error" role="alert">
              {t('reasonRequired')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('back')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={pending || time === null}
          startIcon={
            pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {pending ? t('moving') : t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

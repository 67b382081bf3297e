import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  CustomerDetailsDialog,
  RescheduleDialog,
  formatBookingDate,
  formatBookingTime,
  formatEuro,
  type CustomerDetailsValues,
} from '@design-system/components';
import type { SessionUser } from '@/domain/auth';
import type { Booking } from '@/domain/booking';
import {
  useCustomerDetailsDialogLabels,
  useRescheduleDialogLabels,
} from '@/lib/ui/booking-dialog-labels';
import type { BookingFlow } from '../use-booking-flow';
import type { Prefill } from '../use-checkout';

/** The compact recap at the top of the customer modal: what, when, with whom, how much. */
function Recap({ flow }: { flow: BookingFlow }) {
  const intl = useIntl();
  const { selection } = flow;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {intl.formatMessage(
          { id: 'booking.recap' },
          {
            services: flow.chosenServices.map((s) => s.name).join(', '),
            date: selection.date ? formatBookingDate(intl, selection.date) : '',
            time: selection.time ? formatBookingTime(intl, selection.time) : '',
            total: formatEuro(intl, flow.totalPrice),
          },
        )}
      </Typography>
      {flow.staffName && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'booking.recapStaff' }, { staff: flow.staffName })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The customer-details modal (spec 02 §5): name and email from the account (read-only), phone and the
 * reminder lead time from the profile (the form starts again from these each time it opens).
 */
export function CustomerDetailsStep({
  open,
  user,
  prefill,
  flow,
  submitting,
  error,
  onSubmit,
  onClose,
  extra,
}: {
  open: boolean;
  user: SessionUser;
  prefill: Prefill | null;
  flow: BookingFlow;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: CustomerDetailsValues) => void;
  onClose: () => void;
  /** under the recap: the repeat option (recurrence/series-repeat.tsx) */
  extra?: ReactNode;
}) {
  const labels = useCustomerDetailsDialogLabels();
  return (
    <CustomerDetailsDialog
      // a profile that arrives after opening refills the phone
      key={prefill ? 'prefilled' : 'plain'}
      open={open}
      initialValues={{
        name: user.name,
        email: user.email,
        phone: prefill?.phone ?? '',
        ...(prefill ? { reminderHours: prefill.reminderHours } : {}),
      }}
      summary={
        <Stack spacing={1.5}>
          <Recap flow={flow} />
          {extra}
        </Stack>
      }
      submitting={submitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      labels={labels}
    />
  );
}

/** Confirms a move in reschedule mode, with the late warning and the reschedules left (booking.policy). */
export function RescheduleStep({
  booking,
  to,
  submitting,
  error,
  onConfirm,
  onClose,
}: {
  booking: Booking;
  to: { date: string; time: string };
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const labels = useRescheduleDialogLabels();
  return (
    <RescheduleDialog
      open
      booking={booking}
      to={to}
      lateWarning={booking.policy.lateReschedule}
      submitting={submitting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      labels={labels}
    />
  );
}

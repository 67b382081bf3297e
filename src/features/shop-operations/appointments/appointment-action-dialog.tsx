import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import {
  formatBookingDate,
  formatBookingTime,
  formatEuro,
  formatInstant,
} from '@design-system/components';
import {
  ReasonField,
  reasonOrNull,
  useReasonDraft,
} from '@design-system/components/CancelBookingDialog/ReasonField';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import type { BookingPaymentInput } from '@/domain/sales-schema';
import {
  CompletePaymentFields,
  EMPTY_PAYMENT,
  paymentOf,
  type PaymentDraft,
} from './complete-payment-fields';

/** The status actions a confirm step asks about (a move has its own dialog). */
export type StatusAction = 'confirm' | 'reject' | 'cancel' | 'check-in' | 'complete' | 'no-show';

const NEEDS_REASON: readonly StatusAction[] = ['reject', 'cancel'];
const DANGER: readonly StatusAction[] = ['reject', 'cancel', 'no-show'];

export interface AppointmentActionDialogProps {
  open: boolean;
  booking: Booking;
  action: StatusAction;
  /** euro the shop's no-show policy charges (no-show only; null while unknown) */
  noShowFee?: number | null;
  pending: boolean;
  error: string | null;
  /** a completion also sends what the owner recorded of the payment */
  onSubmit: (reason: string | null, payment?: BookingPaymentInput) => void;
  onClose: () => void;
}

/**
 * The confirm step of a status action: what it does to whom and when, the reason a rejection or a cancellation
 * needs (spec 03: 'Please provide a reason for rejecting this appointment'), the fee a late cancellation or a
 * no-show implies, the refusal of the last try.
 */
export function AppointmentActionDialog({
  open,
  booking,
  action,
  noShowFee = null,
  pending,
  error,
  onSubmit,
  onClose,
}: AppointmentActionDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.${id}` }, values);
  const reason = useReasonDraft(open);
  const [missing, setMissing] = useState(false);
  const [payment, setPayment] = useState<PaymentDraft>(EMPTY_PAYMENT);
  const [paymentErrors, setPaymentErrors] = useState<Partial<Record<keyof PaymentDraft, string>>>(
    {},
  );
  const needsReason = NEEDS_REASON.includes(action);
  const key = action === 'check-in' ? 'checkIn' : action === 'no-show' ? 'noShow' : action;
  const when = `${formatBookingDate(intl, booking.date)}, ${formatBookingTime(intl, booking.startTime)}`;

  const submit = () => {
    const text = reasonOrNull(reason.value);
    if (needsReason && text === null) {
      setMissing(true);
      return;
    }
    if (action === 'complete') {
      const checked = paymentOf(payment, booking.price);
      if ('errors' in checked) {
        setPaymentErrors(checked.errors);
        return;
      }
      onSubmit(text, checked.payment);
      return;
    }
    onSubmit(text);
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(`action.${key}.title`)}
      description={t(`action.${key}.description`, { name: booking.customerName, when })}
      labels={{
        confirm: t(`action.${key}.confirm`),
        cancel: t('action.back'),
        busy: t('action.working'),
      }}
      tone={DANGER.includes(action) ? 'danger' : 'primary'}
      busy={pending}
      onClose={() => {
        setMissing(false);
        setPayment(EMPTY_PAYMENT);
        setPaymentErrors({});
        onClose();
      }}
      onConfirm={submit}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {booking.serviceName} · {formatEuro(intl, booking.price)}
        </Typography>
        {action === 'cancel' && <CancelFee booking={booking} />}
        {action === 'complete' && (
          <CompletePaymentFields
            shopId={booking.shopId}
            price={booking.price}
            value={payment}
            onChange={(next) => {
              setPayment(next);
              setPaymentErrors({});
            }}
            errors={paymentErrors}
            disabled={pending}
          />
        )}
        {action === 'no-show' && (
          <Alert severity={noShowFee ? 'warning' : 'info'}>
            {noShowFee === null
              ? t('action.noShow.feeUnknown')
              : noShowFee > 0
                ? t('action.noShow.fee', { amount: formatEuro(intl, noShowFee) })
                : t('action.noShow.noFee')}
          </Alert>
        )}
        {needsReason && (
          <>
            <ReasonField
              value={reason.value}
              onChange={(value) => {
                reason.set(value);
                if (value.trim()) setMissing(false);
              }}
              label={t('action.reason')}
              counter={(count, max) => t('action.counter', { count, max })}
              disabled={pending}
              required
            />
            {missing && (
              <Alert severity="error" role="alert">
                {t(`action.${key}.reasonRequired`)}
              </Alert>
            )}
          </>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

/** What the cancellation policy says now: a shop's cancellation never charges the customer. */
function CancelFee({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const fee = booking.policy.cancellationFeeNow;
  const until = formatInstant(intl, booking.policy.freeCancellationUntil, booking.shopTimeZone);
  return (
    <Alert severity="info">
      {fee > 0
        ? intl.formatMessage(
            { id: 'shopOps.appointments.action.cancel.lateFee' },
            {
              amount: formatEuro(intl, fee),
              percent: booking.policy.cancellationFeePercent,
            },
          )
        : intl.formatMessage({ id: 'shopOps.appointments.action.cancel.free' }, { until })}
    </Alert>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, BookingAction } from '@/domain/booking';
import { BookingStatusChip } from '@design-system/components';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { shopOpsKeys } from '../query-keys';
import { fetchShopPolicies } from './api';
import { AppointmentActionDialog, type StatusAction } from './appointment-action-dialog';
import { AppointmentFacts, DetailsSection } from './appointment-details-content';
import { AppointmentHistory } from './appointment-history';
import { AppointmentRescheduleDialog } from './appointment-reschedule-dialog';
import { AppointmentShopNotes } from './appointment-shop-notes';
import { useAppointmentAction } from './use-appointment-action';
import { useShopTeam } from './use-shop-appointments';

/** The order the owner's buttons appear in: the day's flow first, the refusals last. */
const BUTTON_ORDER: readonly BookingAction[] = [
  'confirm',
  'check-in',
  'complete',
  'reschedule',
  'reject',
  'cancel',
  'no-show',
];
const STATUS_OF: Record<StatusAction, Booking['status']> = {
  confirm: 'confirmed',
  reject: 'rejected',
  cancel: 'cancelled',
  'check-in': 'checked-in',
  complete: 'completed',
  'no-show': 'no-show',
};
const camel = (value: string) =>
  value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * One booking in full for its shop's owner (opened from the Bookings tab, the calendar and the overview), with
 * the actions `allowedActions` lists for them now: each asks first, shows its progress and refusal, and
 * toasts its success; the shop's lists update through the shared mutation. Full screen at phone width.
 */
export function AppointmentDetailsDialog({
  shopId,
  booking,
  open,
  onClose,
}: {
  shopId: string;
  booking: Booking | null;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shopOps.appointments.${id}` });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const statusLabels = useBookingCardLabels().status;
  const [changed, setChanged] = useState<Booking | null>(null);
  const [acting, setActing] = useState<BookingAction | null>(null);
  const closeAction = useCallback(() => setActing(null), []);
  const done = useCallback((next: Booking) => {
    setChanged(next);
    setActing(null);
  }, []);
  const action = useAppointmentAction(shopId, done);
  const notes = useAppointmentAction(shopId, setChanged);
  // the people a move may go to, asked for once a move is started
  const team = useShopTeam(shopId, open && acting === 'reschedule');
  const policies = useQuery({
    queryKey: [...shopOpsKeys.appointments(shopId), 'policies'] as const,
    queryFn: ({ signal }) => fetchShopPolicies(shopId, signal),
    enabled: acting === 'no-show',
  });

  // the answer of this dialog's own last change, unless the caller already holds a newer copy
  const shown =
    booking && changed?.id === booking.id && changed.updatedAt >= booking.updatedAt
      ? changed
      : booking;
  if (!shown) return null;
  const actions = BUTTON_ORDER.filter((a) => shown.allowedActions.includes(a));

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        data-testid="appointment-details"
      >
        <DialogTitle id={titleId} component="div">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {shown.customerName}
            </Typography>
            <BookingStatusChip status={shown.status} label={statusLabels[shown.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {shown.serviceName}
          </Typography>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <AppointmentFacts booking={shown} />
            <DetailsSection title={t('details.shopNotes')}>
              <AppointmentShopNotes
                booking={shown}
                pending={notes.pending}
                error={notes.error}
                onSave={(text) => void notes.run(shown, 'notes', { shopNotes: text })}
              />
            </DetailsSection>
            <DetailsSection title={t('details.history')}>
              <AppointmentHistory booking={shown} />
            </DetailsSection>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Stack
            direction="row"
            role="group"
            aria-label={t('details.actions')}
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {actions.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('details.noActions')}
              </Typography>
            )}
            {actions.map((a) => (
              <Button
                key={a}
                variant={
                  a === 'confirm' || a === 'check-in' || a === 'complete' ? 'contained' : 'outlined'
                }
                color={a === 'reject' || a === 'cancel' || a === 'no-show' ? 'error' : 'primary'}
                onClick={() => {
                  action.clearError();
                  setActing(a);
                }}
              >
                {t(`action.${camel(a)}.button`)}
              </Button>
            ))}
          </Stack>
          <Button onClick={onClose}>{t('details.close')}</Button>
        </DialogActions>
      </Dialog>
      {acting && acting !== 'reschedule' && (
        <AppointmentActionDialog
          open
          booking={shown}
          action={acting}
          noShowFee={policies.data ? policies.data.noShow.feeAmount : null}
          pending={action.pending}
          error={action.error}
          onClose={closeAction}
          onSubmit={(reason, payment) =>
            void action.run(shown, acting, {
              status: STATUS_OF[acting],
              ...(reason ? { reason } : {}),
              ...(payment ? { payment } : {}),
            })
          }
        />
      )}
      {acting === 'reschedule' && (
        <AppointmentRescheduleDialog
          open
          booking={shown}
          staff={team.data?.members ?? []}
          pending={action.pending}
          error={action.error}
          onClose={closeAction}
          onSubmit={(move) => void action.run(shown, 'reschedule', move)}
        />
      )}
    </>
  );
}

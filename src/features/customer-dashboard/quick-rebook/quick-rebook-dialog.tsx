import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatBookingDate, formatBookingTime } from '@design-system/components/BookingCard';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import type { Booking } from '@/domain/booking';
import { rebookWindowOf, type QuickRebookProposal } from '@/domain/quick-rebook';
import { localDate } from '@/domain/zoned-time';
import { applyBookingChange, newIdempotencyKey } from '@/features/booking';
import { hasErrorCode } from '@/lib/error-code';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { customerStatsKey } from '../analytics/analytics-query';
import { confirmQuickRebook, quickRebookProposalQuery } from './quick-rebook-api';

const FAILED = 'errors.QUICK_REBOOK_FAILED';

export interface QuickRebookDialogProps {
  userId: string;
  /** the booking to repeat; null while the dialog is closed */
  booking: Booking | null;
  onClose(): void;
}

/** The proposed time in words: day, time range and who. */
function ProposalView({ proposal }: { proposal: QuickRebookProposal }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const who = proposal.staffName
    ? t(
        proposal.sameProvider
          ? 'customerDashboard.quickRebook.sameStaff'
          : 'customerDashboard.quickRebook.otherStaff',
        { name: proposal.staffName },
      )
    : t('customerDashboard.quickRebook.anyStaff');
  return (
    <Box
      role="status"
      data-testid="quick-rebook-proposal"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        {t('customerDashboard.quickRebook.proposed')}
      </Typography>
      <Typography variant="h6" component="p">
        {formatBookingDate(intl, proposal.date)}
      </Typography>
      <Typography variant="body1">
        {t('customerDashboard.quickRebook.time', {
          start: formatBookingTime(intl, proposal.startTime),
          end: formatBookingTime(intl, proposal.endTime),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {proposal.serviceNames.join(', ')} · {who}
      </Typography>
    </Box>
  );
}

/**
 * Quick rebook (spec 02 §2.5, issue 17): asks the server for the first free time for the same services (the same
 * person, or anyone, as the customer's preference says) in the booking's window of the day, 1 to 4 weeks after
 * the date chosen (today unless changed), shows it, and books it only when the customer confirms. A confirmed
 * time that was taken meanwhile ('Failed to create quick rebooking') brings a new proposal; the server's other
 * refusals (limits, no free time) say their own text.
 */
export function QuickRebookDialog({ userId, booking, onClose }: QuickRebookDialogProps) {
  const intl = useIntl();
  const client = useQueryClient();
  const toast = useToast();
  const [from, setFrom] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [openedAt] = useState(() => Date.now());
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const proposal = useQuery({
    ...quickRebookProposalQuery(userId, booking?.id ?? '', from || null),
    enabled: booking !== null,
  });
  const confirm = useMutation({
    mutationFn: (chosen: QuickRebookProposal) => confirmQuickRebook(chosen, key),
    onSuccess: async (created) => {
      await applyBookingChange(client, created);
      void client.invalidateQueries({ queryKey: customerStatsKey(userId) });
      toast.show({
        kind: 'default',
        severity: 'success',
        message: t('customerDashboard.quickRebook.success', {
          shop: created.shopName,
          date: formatBookingDate(intl, created.date),
          time: formatBookingTime(intl, created.startTime),
        }),
      });
      close();
    },
    onError: (error) => {
      // the time went meanwhile: a new confirmation is a new request, for a new proposal
      setKey(newIdempotencyKey());
      if (hasErrorCode(error, 'QUICK_REBOOK_FAILED')) void proposal.refetch();
    },
  });

  function close() {
    setFrom('');
    setKey(newIdempotencyKey());
    confirm.reset();
    onClose();
  }

  const timeOfDay = booking ? rebookWindowOf(booking.startTime) : 'morning';
  // the shop's calendar: the server reads an earlier date as today
  const today = booking ? localDate(openedAt, booking.shopTimeZone) : undefined;
  let body;
  if (proposal.isError)
    body = (
      <Alert severity="warning" data-testid="quick-rebook-no-proposal">
        {errorText(proposal.error, intl, FAILED)}
      </Alert>
    );
  else if (proposal.data && !proposal.isFetching) body = <ProposalView proposal={proposal.data} />;
  else
    body = (
      <Box role="status" aria-busy="true" aria-label={t('customerDashboard.quickRebook.searching')}>
        <Skeleton variant="rounded" height={112} />
      </Box>
    );

  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('customerDashboard.quickRebook.title')}
      description={
        booking
          ? t('customerDashboard.quickRebook.intro', {
              service: booking.serviceName,
              shop: booking.shopName,
              window: t(`customerDashboard.quickRebook.window.${timeOfDay}`),
            })
          : undefined
      }
      labels={{
        confirm: t('customerDashboard.quickRebook.confirm'),
        cancel: t('customerDashboard.quickRebook.cancel'),
        busy: t('customerDashboard.quickRebook.booking'),
      }}
      onClose={close}
      onConfirm={() => {
        if (proposal.data) confirm.mutate(proposal.data);
      }}
      busy={confirm.isPending}
      confirmDisabled={!proposal.data || proposal.isFetching || proposal.isError}
    >
      <Stack spacing={2}>
        <TextField
          type="date"
          size="small"
          label={t('customerDashboard.quickRebook.from')}
          helperText={t('customerDashboard.quickRebook.fromHelp')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          disabled={confirm.isPending}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        {body}
        {confirm.isError ? (
          <Alert severity="error" data-testid="quick-rebook-failed">
            {errorText(confirm.error, intl, FAILED)}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

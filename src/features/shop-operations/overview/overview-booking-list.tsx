import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { BookingStatusChip } from '@design-system/components';
import type { Booking } from '@/domain/booking';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { OverviewPanel } from './overview-panel';

/** One booking: who, what, when (the shop's own wall clock, never shifted into the reader's zone) and its status. */
function BookingRow({ booking, onOpen }: { booking: Booking; onOpen: (booking: Booking) => void }) {
  const intl = useIntl();
  const labels = useBookingCardLabels();
  const date = formatCalendarDate(intl.locale, booking.date, 'short');
  const time = formatClockTime(intl.locale, booking.startTime);
  const status = labels.status[booking.status];
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(booking)}
        aria-label={intl.formatMessage(
          { id: 'shopOps.overview.bookingLine' },
          { customer: booking.customerName, service: booking.serviceName, date, time, status },
        )}
        sx={{ gap: 1.5, alignItems: 'flex-start', borderRadius: 2, px: 1 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {booking.customerName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {booking.serviceName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${date} · ${time}`}
          </Typography>
        </Box>
        <BookingStatusChip status={booking.status} label={status} />
      </ListItemButton>
    </ListItem>
  );
}

/** Recent or upcoming bookings; a click opens the booking with every action on it. */
export function OverviewBookingList({
  titleId,
  bookings,
  emptyText,
  onOpen,
}: {
  titleId: string;
  bookings: Booking[];
  emptyText: string;
  onOpen: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const headingId = `overview-${titleId.replace(/\W+/g, '-')}`;
  return (
    <OverviewPanel headingId={headingId} title={intl.formatMessage({ id: titleId })}>
      {bookings.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} onOpen={onOpen} />
          ))}
        </List>
      )}
    </OverviewPanel>
  );
}

/** A list's placeholder rows while the dashboard loads. */
export function OverviewListSkeleton({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <OverviewPanel title={intl.formatMessage({ id: titleId })}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
      ))}
    </OverviewPanel>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import RepeatRounded from '@mui/icons-material/RepeatRounded';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import {
  BookingStatusChip,
  formatBookingDate,
  formatBookingTime,
  formatEuro,
} from '@design-system/components';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { seriesOf } from './appointment-format';

export interface AppointmentsListProps {
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}

function RecurringMark({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const series = seriesOf(booking);
  if (!series) return null;
  const label = intl.formatMessage(
    { id: `shopOps.appointments.recurring.${series.frequency}` },
    { position: series.position, count: series.count },
  );
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <RepeatRounded fontSize="inherit" aria-hidden />
      <Typography variant="caption" component="span">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The shop's bookings: a table on wider screens, cards at phone width. Each names the customer, service, day,
 * time, length, price, status and a recurring mark, and opens the details (a button: Enter or Space).
 */
export function AppointmentsList({ bookings, onOpen }: AppointmentsListProps) {
  const intl = useIntl();
  const labels = useBookingCardLabels();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (id: string) => intl.formatMessage({ id: `shopOps.appointments.list.${id}` });
  const open = (booking: Booking) =>
    intl.formatMessage(
      { id: 'shopOps.appointments.list.open' },
      { name: booking.customerName, date: formatBookingDate(intl, booking.date, 'short') },
    );

  if (phone)
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {bookings.map((booking) => (
          <Card key={booking.id} component="li" variant="outlined" data-testid="appointment-card">
            <CardActionArea
              onClick={() => onOpen(booking)}
              aria-label={open(booking)}
              sx={{ p: 2 }}
            >
              <Stack spacing={0.5}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {booking.customerName}
                  </Typography>
                  <BookingStatusChip
                    status={booking.status}
                    label={labels.status[booking.status]}
                  />
                </Stack>
                <Typography variant="body2">{booking.serviceName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatBookingDate(intl, booking.date, 'short')} ·{' '}
                  {labels.timeRange(
                    formatBookingTime(intl, booking.startTime),
                    formatBookingTime(intl, booking.endTime),
                  )}{' '}
                  · {labels.duration(booking.duration)} · {formatEuro(intl, booking.price)}
                </Typography>
                <RecurringMark booking={booking} />
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('customer')}</TableCell>
            <TableCell>{t('service')}</TableCell>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('time')}</TableCell>
            <TableCell>{t('duration')}</TableCell>
            <TableCell align="right">{t('price')}</TableCell>
            <TableCell>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow
              key={booking.id}
              hover
              data-testid="appointment-row"
              onClick={() => onOpen(booking)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  aria-label={open(booking)}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(booking);
                  }}
                  sx={{ fontWeight: 600, textAlign: 'left' }}
                >
                  {booking.customerName}
                </Link>
                <Box>
                  <RecurringMark booking={booking} />
                </Box>
              </TableCell>
              <TableCell>{booking.serviceName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatBookingDate(intl, booking.date, 'short')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {labels.timeRange(
                  formatBookingTime(intl, booking.startTime),
                  formatBookingTime(intl, booking.endTime),
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {labels.duration(booking.duration)}
              </TableCell>
              <TableCell align="right">{formatEuro(intl, booking.price)}</TableCell>
              <TableCell>
                <BookingStatusChip status={booking.status} label={labels.status[booking.status]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatBookingDate, formatBookingTime } from './booking-format';

export interface BookingRecapProps {
  booking: Pick<Booking, 'serviceName' | 'shopName' | 'date' | 'startTime' | 'endTime'>;
  /** "{start} – {end}" */
  timeRange: (start: string, end: string) => string;
}

/** What a dialog acts on, in three short lines: services, shop, date and time (shop-local). */
export function BookingRecap({ booking, timeRange }: BookingRecapProps) {
  const intl = useIntl();
  return (
    <Box
      data-testid="booking-recap"
      sx={(t) => ({ p: 1.5, borderRadius: 1, bgcolor: (t.vars ?? t).palette.surface.muted })}
    >
      <Typography variant="subtitle2" component="p">
        {booking.serviceName}
      </Typography>
      <Typography variant="body2">{booking.shopName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatBookingDate(intl, booking.date)},{' '}
        {timeRange(
          formatBookingTime(intl, booking.startTime),
          formatBookingTime(intl, booking.endTime),
        )}
      </Typography>
    </Box>
  );
}

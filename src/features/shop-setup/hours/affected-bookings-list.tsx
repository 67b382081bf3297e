import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import type { AffectedBooking } from '@/domain/shop-hours';

/** Bookings a change of hours concerns, one a line: date, time and customer, then service and reference. */
export function AffectedBookingsList({ bookings }: { bookings: readonly AffectedBooking[] }) {
  const intl = useIntl();
  return (
    <List dense>
      {bookings.map((booking) => (
        <ListItem key={booking.id} disableGutters divider>
          <ListItemText
            primary={`${formatCalendarDate(intl.locale, booking.date, 'short')}, ${formatClockTime(intl.locale, booking.time)} · ${booking.customerName}`}
            secondary={`${booking.service} · ${booking.reference}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { formatMinutes } from '@/domain/availability';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import { parseTime } from '@/domain/opening-hours';
import type { BlockConflict } from '@/domain/shop-blocks';

export interface BlockConflictsListProps {
  bookings: readonly BlockConflict[];
  /** staff id → name (a one-chair shop names no one) */
  staffNames: ReadonlyMap<string, string>;
}

/** The bookings a refused block would cover: when, who, what and with whom, so the owner can move them. */
export function BlockConflictsList({ bookings, staffNames }: BlockConflictsListProps) {
  const intl = useIntl();
  return (
    <List dense disablePadding aria-label={intl.formatMessage({ id: 'shopOps.blocks.inTheWay' })}>
      {bookings.map((booking) => {
        const start = parseTime(booking.time) ?? 0;
        const end = formatMinutes(start + booking.durationMinutes);
        const staff = staffNames.get(booking.staffId);
        return (
          <ListItem key={booking.id} disableGutters divider>
            <ListItemText
              primary={intl.formatMessage(
                { id: 'shopOps.blocks.conflictLine' },
                {
                  date: formatCalendarDate(intl.locale, booking.date, 'short'),
                  start: formatClockTime(intl.locale, booking.time),
                  end: formatClockTime(intl.locale, end),
                  customer: booking.customerName,
                },
              )}
              secondary={[booking.service, staff, booking.reference].filter(Boolean).join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

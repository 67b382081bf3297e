import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Booking, BookingHistoryEntry } from '@/domain/booking';
import {
  formatBookingDate,
  formatBookingTime,
  formatEuro,
  formatInstant,
} from '@design-system/components';

const camel = (value: string) =>
  value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A booking's life, newest first: when, who (name, else their role), what, the move, why, the fee. */
export function AppointmentHistory({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.history.${id}` }, values);
  const actionText = (entry: BookingHistoryEntry) => {
    const id = `shopOps.appointments.history.action.${camel(entry.action)}`;
    // an action this screen has no words for yet (a later feature's) is shown as recorded
    return intl.messages[id] ? intl.formatMessage({ id }) : entry.action;
  };
  const who = (entry: BookingHistoryEntry) => entry.by.name ?? message(`role.${entry.by.role}`);
  const moved = (entry: BookingHistoryEntry) =>
    entry.action === 'reschedule' && entry.from.date && entry.from.time
      ? message('moved', {
          from: `${formatBookingDate(intl, entry.from.date, 'short')} ${formatBookingTime(intl, entry.from.time)}`,
          to: `${formatBookingDate(intl, entry.to.date, 'short')} ${formatBookingTime(intl, entry.to.time)}`,
        })
      : null;
  const entries = [...booking.history].reverse();

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry, i) => (
        <Box
          component="li"
          key={`${entry.at}-${i}`}
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {actionText(entry)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {message('by', {
              who: who(entry),
              when: formatInstant(intl, entry.at, booking.shopTimeZone),
            })}
          </Typography>
          {moved(entry) && <Typography variant="body2">{moved(entry)}</Typography>}
          {entry.reason && (
            <Typography variant="body2">{message('reason', { reason: entry.reason })}</Typography>
          )}
          {entry.fee !== undefined && (
            <Typography variant="body2">
              {message('fee', { amount: formatEuro(intl, entry.fee) })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatCalendarDate, formatClockTime, formatInstant } from '@/domain/clock-format';
import type { ShopNotification } from '@/domain/shop-dashboard';
import { OverviewPanel } from './overview-panel';

const KNOWN_TYPES = new Set([
  'booking_created',
  'booking_cancelled',
  'booking_rescheduled',
  'booking_updated',
]);

/** What the shop was told, newest first, each with when it happened in the shop's zone. */
export function OverviewNotifications({
  notifications,
  timeZone,
}: {
  notifications: ShopNotification[];
  timeZone: string;
}) {
  const intl = useIntl();
  const headingId = 'overview-notifications';
  return (
    <OverviewPanel
      headingId={headingId}
      title={intl.formatMessage({ id: 'shopOps.overview.notifications.title' })}
    >
      {notifications.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {intl.formatMessage({ id: 'shopOps.overview.notifications.empty' })}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {notifications.map((n) => {
            // an unknown kind (a newer server) reads as a change rather than disappearing
            const type = KNOWN_TYPES.has(n.type) ? n.type : 'booking_updated';
            return (
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={intl.formatMessage(
                    { id: `shopOps.overview.notifications.${type}` },
                    {
                      customer: n.customerName,
                      service: n.serviceName,
                      date: formatCalendarDate(intl.locale, n.date, 'short'),
                      time: formatClockTime(intl.locale, n.time),
                    },
                  )}
                  secondary={
                    <time dateTime={n.createdAt}>
                      {formatInstant(intl.locale, n.createdAt, timeZone)}
                    </time>
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </OverviewPanel>
  );
}

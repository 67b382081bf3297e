import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EventRounded from '@mui/icons-material/EventRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { BookingStatusChip } from './BookingStatusChip';
import { formatBookingDate, formatBookingTime, formatEuro } from './booking-format';
import type { BookingCardLabels } from './labels';

export interface BookingCardProps {
  booking: Booking;
  onReschedule?(): void;
  onCancel?(): void;
  onBookAgain?(): void;
  onAddToCalendar?(): void;
  onViewShop?(): void;
  /** actions a screen adds after the card's own (the customer dashboard's quick rebook), each a labelled callback */
  moreActions?: readonly BookingCardAction[];
  labels: BookingCardLabels;
  /** heading level of the shop name (default 3: the list sits under a page or tab heading) */
  headingLevel?: 2 | 3 | 4;
}

export interface BookingCardAction {
  key: string;
  label: string;
  onClick(): void;
}

function Line({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}
    >
      {icon}
      <span>{children}</span>
    </Typography>
  );
}

const iconSx = { fontSize: 18 } as const;

/**
 * One booking in "My bookings": shop, services, when, who, how long, how much, status and reference.
 * Each action button is shown only when its callback is given, so the caller decides what is allowed
 * (usually from `booking.allowedActions`).
 */
export function BookingCard({
  booking,
  onReschedule,
  onCancel,
  onBookAgain,
  onAddToCalendar,
  onViewShop,
  moreActions = [],
  labels,
  headingLevel = 3,
}: BookingCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const date = formatBookingDate(intl, booking.date);
  const time = labels.timeRange(
    formatBookingTime(intl, booking.startTime),
    formatBookingTime(intl, booking.endTime),
  );
  const actions: { key: string; label: string; onClick?: () => void; primary?: boolean }[] = [
    { key: 'reschedule', label: labels.reschedule, onClick: onReschedule },
    { key: 'cancel', label: labels.cancel, onClick: onCancel },
    { key: 'book-again', label: labels.bookAgain, onClick: onBookAgain, primary: true },
    { key: 'calendar', label: labels.addToCalendar, onClick: onAddToCalendar },
    { key: 'shop', label: labels.viewShop, onClick: onViewShop },
    ...moreActions,
  ];
  const shown = actions.filter((a) => a.onClick);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="booking-card"
      data-status={booking.status}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component={`h${headingLevel}`} variant="h6">
            {booking.shopName}
          </Typography>
          <Typography variant="body1">{booking.serviceName}</Typography>
        </Box>
        <BookingStatusChip status={booking.status} label={labels.status[booking.status]} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Line icon={<EventRounded sx={iconSx} aria-hidden="true" />}>{date}</Line>
        <Line icon={<ScheduleRounded sx={iconSx} aria-hidden="true" />}>
          {time} · {labels.duration(booking.duration)}
        </Line>
        {booking.staffName ? (
          <Line icon={<PersonRounded sx={iconSx} aria-hidden="true" />}>
            {labels.staff(booking.staffName)}
          </Line>
        ) : null}
        <Line>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {formatEuro(intl, booking.price)}
          </Box>
        </Line>
      </Box>
      {booking.cancellationFee ? (
        <Line>{labels.cancellationFee(formatEuro(intl, booking.cancellationFee))}</Line>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {labels.reference(booking.reference)}
      </Typography>

      {shown.length > 0 ? (
        <Box
          role="group"
          aria-label={labels.actionsFor(booking.shopName, date)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.5 }}
        >
          {shown.map((action) => (
            <Button
              key={action.key}
              size="small"
              variant={action.primary ? 'contained' : 'outlined'}
              color={action.key === 'cancel' ? 'error' : 'primary'}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      ) : null}
    </Card>
  );
}

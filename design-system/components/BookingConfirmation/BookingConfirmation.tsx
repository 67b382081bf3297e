import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatBookingDate, formatBookingTime, formatEuro } from '../BookingCard/booking-format';
import type { BookingConfirmationLabels } from './labels';

export interface BookingConfirmationProps {
  booking: Booking;
  googleCalendarUrl: string;
  onDownloadIcs(): void;
  onViewBookings(): void;
  onBookAgain?(): void;
  labels: BookingConfirmationLabels;
  /** level of the success heading (default 2, under the page's own h1) */
  headingLevel?: 1 | 2;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px minmax(0, 1fr)' },
        columnGap: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The screen after booking: what, where, when, who, total, reference, and what to do next. */
export function BookingConfirmation({
  booking,
  googleCalendarUrl,
  onDownloadIcs,
  onViewBookings,
  onBookAgain,
  labels,
  headingLevel = 2,
}: BookingConfirmationProps) {
  const intl = useIntl();
  const menuId = useId();
  const buttonId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [copied, setCopied] = useState(false);
  const pending = booking.status === 'pending';
  const start = formatBookingTime(intl, booking.startTime);
  const end = formatBookingTime(intl, booking.endTime);

  const copyReference = async () => {
    try {
      await navigator.clipboard.writeText(booking.reference);
      setCopied(true);
    } catch {
      // no clipboard (permissions, old browser): the reference stays visible and selectable
      setCopied(false);
    }
  };

  return (
    <Card component="section" data-testid="booking-confirmation" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
        {pending ? (
          <HourglassTopRounded color="warning" sx={{ fontSize: 36 }} aria-hidden="true" />
        ) : (
          <CheckCircleRounded color="success" sx={{ fontSize: 36 }} aria-hidden="true" />
        )}
        <Box>
          <Typography component={`h${headingLevel}`} variant="h5">
            {pending ? labels.pendingHeading : labels.confirmedHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pending
              ? labels.pendingBody(booking.customerEmail)
              : labels.confirmedBody(booking.customerEmail)}
          </Typography>
        </Box>
      </Stack>

      <Box component="dl" sx={{ m: 0 }}>
        <Row term={labels.what}>
          {booking.services.length > 1 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {booking.services.map((service) => (
                <li key={service.id}>{service.name}</li>
              ))}
            </Box>
          ) : (
            booking.serviceName
          )}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {labels.duration(booking.duration)}
          </Typography>
        </Row>
        <Row term={labels.where}>
          {booking.shopName}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {booking.shopAddress}
          </Typography>
        </Row>
        <Row term={labels.when}>
          {formatBookingDate(intl, booking.date)}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {labels.withZone(labels.timeRange(start, end), booking.shopTimeZone)}
          </Typography>
        </Row>
        <Row term={labels.staff}>{booking.staffName ?? labels.anyStaff}</Row>
        <Row term={labels.total}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatEuro(intl, booking.price)}
          </Box>
        </Row>
        <Row term={labels.reference}>
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Box
              component="span"
              data-testid="booking-reference"
              sx={{ fontFamily: 'monospace', fontWeight: 700 }}
            >
              {booking.reference}
            </Box>
            <Button
              size="small"
              startIcon={<ContentCopyRounded aria-hidden="true" />}
              onClick={() => void copyReference()}
            >
              {labels.copyReference}
            </Button>
            <Box
              component="span"
              role="status"
              sx={{ typography: 'caption', color: 'text.secondary' }}
            >
              {copied ? labels.referenceCopied : ''}
            </Box>
          </Box>
        </Row>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button
          id={buttonId}
          variant="outlined"
          startIcon={<EventAvailableRounded aria-hidden="true" />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {labels.addToCalendar}
        </Button>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onDownloadIcs();
            }}
          >
            {labels.downloadIcs}
          </MenuItem>
          <MenuItem
            component="a"
            href={googleCalendarUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${labels.googleCalendar} (${labels.opensInNewTab})`}
            onClick={() => setMenuAnchor(null)}
          >
            {labels.googleCalendar}
          </MenuItem>
        </Menu>
        <Button variant="contained" onClick={onViewBookings}>
          {labels.viewBookings}
        </Button>
        {onBookAgain ? (
          <Button variant="text" onClick={onBookAgain}>
            {labels.bookAgain}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

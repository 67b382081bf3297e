import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatBookingDate, formatBookingTime, formatEuro } from '@design-system/components';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { seriesOf } from './appointment-format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What the owner reads about one booking (spec 03 "Appointments"): the customer and how to reach them, the
 * services, when and with whom, price, the customer's notes, fees recorded, and whether it repeats.
 */
export function AppointmentFacts({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const labels = useBookingCardLabels();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.details.${id}` }, values);
  const series = seriesOf(booking);

  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: 1, m: 0 }}
      >
        <Field label={t('phone')}>
          {booking.customerPhone ? (
            <Link href={`tel:${booking.customerPhone.replace(/[^\d+]/g, '')}`}>
              {booking.customerPhone}
            </Link>
          ) : (
            t('none')
          )}
        </Field>
        <Field label={t('email')}>
          {booking.customerEmail ? (
            <Link href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</Link>
          ) : (
            t('none')
          )}
        </Field>
        <Field label={t('date')}>{formatBookingDate(intl, booking.date)}</Field>
        <Field label={t('time')}>
          {labels.timeRange(
            formatBookingTime(intl, booking.startTime),
            formatBookingTime(intl, booking.endTime),
          )}
        </Field>
        <Field label={t('duration')}>{labels.duration(booking.duration)}</Field>
        <Field label={t('staff')}>{booking.staffName ?? t('anyStaff')}</Field>
        <Field label={t('price')}>{formatEuro(intl, booking.price)}</Field>
        <Field label={t('reference')}>{booking.reference}</Field>
        <Field label={t('recurring')}>
          {series
            ? t(`series.${series.frequency}`, { position: series.position, count: series.count })
            : t('oneTime')}
        </Field>
        {booking.cancellationFee !== null && (
          <Field label={t('cancellationFee')}>{formatEuro(intl, booking.cancellationFee)}</Field>
        )}
        {booking.noShowFee !== undefined && booking.noShowFee !== null && (
          <Field label={t('noShowFee')}>{formatEuro(intl, booking.noShowFee)}</Field>
        )}
      </Box>
      <DetailsSection title={t('services')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {booking.services.map((line) => (
            <Typography component="li" variant="body2" key={line.id}>
              {t('serviceLine', {
                name: line.name,
                duration: labels.duration(line.duration),
                price: formatEuro(intl, line.price),
              })}
            </Typography>
          ))}
        </Box>
      </DetailsSection>
      <DetailsSection title={t('customerNotes')}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {[booking.notes, booking.specialRequests].filter(Boolean).join('\n') || t('noNotes')}
        </Typography>
      </DetailsSection>
    </Stack>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BookingConfirmation, ErrorState } from '@design-system/components';
import type { Booking } from '@/domain/booking';
import { googleCalendarUrl } from '@/domain/booking-calendar-link';
import { useToast } from '@/lib/toast';
import { useBookingConfirmationLabels } from '@/lib/ui/booking-dialog-labels';
import { fetchCalendarFile } from '../api';
import { bookingQuery } from '../booking-queries';
import { SeriesConfirmation } from '../recurrence/series-confirmation';
import { BookingPageLoading } from './booking-page-frame';
import { bookingHref, PATHS } from '@/domain/links';

/** Saves a blob under a file name (object URL → a temporary <a download>). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The confirmation screen (issue 5 "a real confirmation screen instead of an alert"). The page puts
 * `?confirmed=<id>` in the URL, so a reload shows it again from GET /api/bookings/{id}.
 */
export function BookingConfirmationView({
  bookingId,
  initial,
}: {
  bookingId: string;
  /** the booking the page just created or moved (no need to ask for it again) */
  initial: Booking | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const labels = useBookingConfirmationLabels();
  const known = initial && initial.id === bookingId ? initial : null;
  const query = useQuery({ ...bookingQuery(bookingId), enabled: !known });
  const booking = known ?? query.data ?? null;

  const onDownloadIcs = useCallback(() => {
    if (!booking) return;
    fetchCalendarFile(booking.id).then(
      (blob) => downloadBlob(blob, `orabella-${booking.reference}.ics`),
      () => toast.show({ kind: 'error', message: intl.formatMessage({ id: 'booking.icsFailed' }) }),
    );
  }, [booking, intl, toast]);

  if (!booking) {
    if (query.isError && !query.isFetching)
      return (
        <ErrorState
          title={intl.formatMessage({ id: 'booking.confirmation.failed' })}
          retryLabel={intl.formatMessage({ id: 'booking.notFound.retry' })}
          onRetry={() => void query.refetch()}
          headingLevel={2}
        />
      );
    return <BookingPageLoading labelId="booking.confirmation.loading" />;
  }

  const confirmation = (
    <BookingConfirmation
      booking={booking}
      googleCalendarUrl={googleCalendarUrl(booking, {
        details: intl.formatMessage(
          { id: 'booking.calendarEvent.details' },
          { reference: booking.reference },
        ),
      })}
      onDownloadIcs={onDownloadIcs}
      onViewBookings={() => void navigate(PATHS.bookings)}
      onBookAgain={() => void navigate(bookingHref(booking.shopId))}
      labels={labels}
      headingLevel={1}
    />
  );
  // the first occurrence of a series the customer just booked: say that the others exist too
  return booking.series ? (
    <SeriesConfirmation series={booking.series}>{confirmation}</SeriesConfirmation>
  ) : (
    confirmation
  );
}

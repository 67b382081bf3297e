import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BookingCard } from '@design-system/components/BookingCard';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { Booking } from '@/domain/booking';
import { PATHS, shopDetailsHref } from '@/domain/links';
import { CancelBookingFlow, rescheduleHref } from '@/features/my-bookings';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';

export interface NextAppointmentProps {
  /** the soonest upcoming booking; null when there is none; undefined while loading */
  booking: Booking | null | undefined;
  /** the upcoming bookings could not be loaded */
  failed: boolean;
  onRetry(): void;
  retrying: boolean;
}

/**
 * The next appointment (spec 02 §2.5) with the same actions as in My bookings: reschedule opens the booking
 * page's move (its dialog and the late-move warning), cancel the same dialog with the shop's policy first.
 * Each is offered only when the server allows it now.
 */
export function NextAppointment({ booking, failed, onRetry, retrying }: NextAppointmentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useBookingCardLabels();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  if (booking === undefined && failed)
    return (
      <ErrorState
        title={t('customerDashboard.next.errorTitle')}
        description={t('errorState.description')}
        retryLabel={t('errorState.retry')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={3}
        dense
      />
    );
  if (booking === undefined)
    return (
      <Skeleton
        variant="rounded"
        height={168}
        role="status"
        aria-busy="true"
        aria-label={t('customerDashboard.next.loading')}
      />
    );
  if (booking === null)
    return (
      <EmptyState
        icon={<EventAvailableRounded sx={{ fontSize: 48 }} />}
        title={t('customerDashboard.next.emptyTitle')}
        description={t('customerDashboard.next.emptyDescription')}
        action={{ label: t('customerDashboard.action.book'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
        headingLevel={3}
        dense
      />
    );

  const may = (action: Booking['allowedActions'][number]) =>
    booking.allowedActions.includes(action);
  return (
    <>
      <BookingCard
        booking={booking}
        labels={labels}
        headingLevel={3}
        onReschedule={may('reschedule') ? () => navigate(rescheduleHref(booking)) : undefined}
        onCancel={may('cancel') ? () => setCancelling(booking) : undefined}
        onViewShop={() => navigate(shopDetailsHref(booking.shopId))}
      />
      <CancelBookingFlow
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
    </>
  );
}

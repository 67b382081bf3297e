import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { useCurrentUser } from '@/features/auth';
import { myBookingsQuery } from '@/features/my-bookings';
import { QuickRebookDialog } from './quick-rebook-dialog';

/** The customer's latest completed appointment (the past list is newest first), or null. */
export const latestCompleted = (past: readonly Booking[]): Booking | null =>
  past.find((booking) => booking.status === 'completed') ?? null;

/**
 * The overview's quick action "Quick rebook" (spec 02 §2.5): books the latest completed appointment again
 * through the quick-rebook dialog. It reads the past bookings My bookings caches; with no completed appointment
 * yet (or while they load) there is nothing to rebook and the action is not shown.
 */
export function QuickRebookAction() {
  const user = useCurrentUser();
  const customerId = user?.role === 'customer' ? user.id : null;
  const past = useQuery({
    ...myBookingsQuery(customerId ?? '', 'past'),
    enabled: customerId !== null,
  });
  const [rebooking, setRebooking] = useState<Booking | null>(null);
  const latest = past.data ? latestCompleted(past.data.items) : null;
  if (!customerId || !latest) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReplayRounded />}
        onClick={() => setRebooking(latest)}
        aria-haspopup="dialog"
      >
        <FormattedMessage id="customerDashboard.action.quickRebook" />
      </Button>
      <QuickRebookDialog
        userId={customerId}
        booking={rebooking}
        onClose={() => setRebooking(null)}
      />
    </>
  );
}

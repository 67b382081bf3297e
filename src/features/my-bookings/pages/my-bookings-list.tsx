import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { Booking } from '@/domain/booking';
import { useCurrentUser } from '@/features/auth';
import { useLiveBookings } from '@/features/booking';
import { useToast } from '@/lib/toast';
import { bookAgainHref, rescheduleHref } from '../booking-links';
import { downloadCalendarFile } from '../calendar-download';
import { BookingTabPanel } from '../components/booking-tab-panel';
import { CancelBookingFlow } from '../components/cancel-booking-flow';
import { useMyBookings, type BookingsTab } from '../my-bookings-queries';
import { shopDetailsHref } from '@/domain/links';

const TABS: readonly BookingsTab[] = ['upcoming', 'past'];

export interface MyBookingsListProps {
  /** heading level of the cards and states (2 under the page's h1; 3 inside a dashboard tab with its own h2) */
  headingLevel?: 2 | 3 | 4;
  initialTab?: BookingsTab;
}

/**
 * "My bookings" without page chrome (the /bookings page and the customer dashboard's bookings tab): Upcoming
 * and Past tabs with counts, per spec 02 §4, each booking with the actions the server allows.
 */
export function MyBookingsList({ headingLevel = 2, initialTab = 'upcoming' }: MyBookingsListProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useCurrentUser();
  const isCustomer = user?.role === 'customer';
  const { state, reload } = useMyBookings(isCustomer ? user.id : null);
  const [tab, setTab] = useState<BookingsTab>(initialTab);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const baseId = useId();
  useLiveBookings(isCustomer);

  const addToCalendar = useCallback(
    (booking: Booking) => {
      downloadCalendarFile(booking).catch(() =>
        toast.show({
          kind: 'error',
          message: intl.formatMessage({ id: 'bookings.toast.calendarFailed' }),
        }),
      );
    },
    [intl, toast],
  );

  if (!isCustomer)
    return (
      <Alert severity="info">{intl.formatMessage({ id: 'bookings.list.customersOnly' })}</Alert>
    );
  if (state.status === 'error')
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'bookings.list.errorHeading' })}
        description={state.message ?? intl.formatMessage({ id: 'errorState.description' })}
        retryLabel={intl.formatMessage({ id: 'errorState.retry' })}
        onRetry={reload}
        headingLevel={headingLevel}
      />
    );

  const lists = state.status === 'ready' ? state : null;
  const tabId = (name: BookingsTab) => `${baseId}-tab-${name}`;
  const panelId = (name: BookingsTab) => `${baseId}-panel-${name}`;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: BookingsTab) => setTab(value)}
        aria-label={intl.formatMessage({ id: 'bookings.tabs.label' })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            label={
              lists
                ? intl.formatMessage({ id: `bookings.tabs.${name}` }, { count: lists[name].length })
                : intl.formatMessage({ id: `bookings.tabs.${name}Plain` })
            }
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <BookingTabPanel
          tab={tab}
          bookings={lists ? lists[tab] : null}
          headingLevel={headingLevel}
          onCancel={setCancelling}
          onReschedule={(booking) => navigate(rescheduleHref(booking))}
          onBookAgain={(booking) => navigate(bookAgainHref(booking))}
          onAddToCalendar={addToCalendar}
          onViewShop={(booking) => navigate(shopDetailsHref(booking.shopId))}
        />
      </div>
      <CancelBookingFlow
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
    </Box>
  );
}

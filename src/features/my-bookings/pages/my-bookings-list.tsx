import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BookingCardAction } from '@design-system/components/BookingCard';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { Booking } from '@/domain/booking';
import { useCurrentUser } from '@/features/auth';
import { useLiveBookings } from '@/features/booking';
import { useToast } from '@/lib/toast';
import { bookAgainHref, rescheduleHref } from '../booking-links';
import { bookingsOfTab, type BookingsListTab } from '../booking-tabs';
import { downloadCalendarFile } from '../calendar-download';
import { BookingTabPanel } from '../components/booking-tab-panel';
import { CancelBookingFlow } from '../components/cancel-booking-flow';
import { useMyBookings } from '../my-bookings-queries';
import { shopDetailsHref } from '@/domain/links';

const PAGE_TABS: readonly BookingsListTab[] = ['upcoming', 'past'];

/** Texts of a screen that shows other tabs than the page's Upcoming and Past. */
export interface BookingsListTexts {
  /** a tab's label: with its count, or without while the lists load (count null) */
  tab(tab: BookingsListTab, count: number | null): string;
  empty(tab: BookingsListTab): { title: string; description: string };
}

export interface MyBookingsListProps {
  /** heading level of the cards and states (2 under the page's h1; 3 inside a dashboard tab with its own h2) */
  headingLevel?: 2 | 3 | 4;
  initialTab?: BookingsListTab;
  /** the tabs, in order (default: the page's Upcoming and Past); other tabs need `texts` */
  tabs?: readonly BookingsListTab[];
  /** keeps the bookings it accepts, in every tab and count (the dashboard's search and filters) */
  filter?: (booking: Booking) => boolean;
  /** controls shown above the tabs (the dashboard's filters) */
  toolbar?: ReactNode;
  texts?: BookingsListTexts;
  /** actions added to a booking's own (the dashboard's quick rebook on completed bookings) */
  moreActions?: (booking: Booking) => readonly BookingCardAction[];
}

/**
 * "My bookings" without page chrome (the /bookings page and the customer dashboard's bookings tab): Upcoming
 * and Past tabs with counts, per spec 02 §4 (the dashboard: its own tabs, texts and filters), each booking with
 * the actions the server allows.
 */
export function MyBookingsList({
  headingLevel = 2,
  initialTab = 'upcoming',
  tabs = PAGE_TABS,
  filter,
  toolbar,
  texts,
  moreActions,
}: MyBookingsListProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useCurrentUser();
  const isCustomer = user?.role === 'customer';
  const { state, reload } = useMyBookings(isCustomer ? user.id : null);
  const [chosen, setTab] = useState<BookingsListTab>(initialTab);
  const tab = tabs.includes(chosen) ? chosen : tabs[0]!;
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
  const shown = (name: BookingsListTab) => {
    if (!lists) return null;
    const all = bookingsOfTab(name, lists);
    return filter ? all.filter(filter) : all;
  };
  const tabLabel = (name: BookingsListTab) => {
    const count = shown(name)?.length ?? null;
    if (texts) return texts.tab(name, count);
    return count === null
      ? intl.formatMessage({ id: `bookings.tabs.${name}Plain` })
      : intl.formatMessage({ id: `bookings.tabs.${name}` }, { count });
  };
  const tabId = (name: BookingsListTab) => `${baseId}-tab-${name}`;
  const panelId = (name: BookingsListTab) => `${baseId}-panel-${name}`;

  return (
    <Box>
      {toolbar}
      <Tabs
        value={tab}
        onChange={(_, value: BookingsListTab) => setTab(value)}
        // the dashboard's four tabs are wider than a phone
        variant="scrollable"
        aria-label={intl.formatMessage({ id: 'bookings.tabs.label' })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            label={tabLabel(name)}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <BookingTabPanel
          tab={tab}
          bookings={shown(tab)}
          headingLevel={headingLevel}
          empty={texts?.empty(tab)}
          onCancel={setCancelling}
          onReschedule={(booking) => navigate(rescheduleHref(booking))}
          onBookAgain={(booking) => navigate(bookAgainHref(booking))}
          onAddToCalendar={addToCalendar}
          onViewShop={(booking) => navigate(shopDetailsHref(booking.shopId))}
          moreActions={moreActions}
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

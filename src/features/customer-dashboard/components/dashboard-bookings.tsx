import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { useCurrentUser } from '@/features/auth';
import {
  MyBookingsList,
  type BookingsListTab,
  type BookingsListTexts,
} from '@/features/my-bookings';
import { NO_FILTERS, bookingMatches, isFiltered, type BookingFilters } from '../booking-filters';
import { QuickRebookDialog } from '../quick-rebook/quick-rebook-dialog';
import { BookingFiltersBar } from './booking-filters-bar';

const TABS: readonly BookingsListTab[] = ['all', 'upcoming', 'completed', 'cancelled'];

/**
 * The bookings tab (spec 02 §2.5): My bookings' own list (the same cards, actions, cancel and reschedule) with
 * the dashboard's tabs (all, upcoming, completed, cancelled, each with its count after the filters) and the
 * search, date range and service type filters above it. A completed booking also offers quick rebook (the
 * first free time for the same services, booked once the customer confirms).
 */
export function DashboardBookings({
  initialFilters = NO_FILTERS,
}: {
  initialFilters?: BookingFilters;
}) {
  const intl = useIntl();
  const user = useCurrentUser();
  const [filters, setFilters] = useState<BookingFilters>(initialFilters);
  const [rebooking, setRebooking] = useState<Booking | null>(null);
  const filtered = isFiltered(filters);
  const now = new Date();

  const texts: BookingsListTexts = {
    tab: (tab, count) =>
      count === null
        ? intl.formatMessage({ id: `customerDashboard.bookings.tab.${tab}` })
        : intl.formatMessage({ id: `customerDashboard.bookings.tab.${tab}Count` }, { count }),
    empty: (tab) =>
      filtered
        ? {
            title: intl.formatMessage({ id: 'customerDashboard.bookings.noMatchTitle' }),
            description: intl.formatMessage({
              id: 'customerDashboard.bookings.noMatchDescription',
            }),
          }
        : {
            title: intl.formatMessage({ id: `customerDashboard.bookings.empty.${tab}Title` }),
            description: intl.formatMessage({
              id: `customerDashboard.bookings.empty.${tab}Description`,
            }),
          },
  };

  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="customerDashboard.bookings.title" />
      </Typography>
      <MyBookingsList
        headingLevel={3}
        initialTab="all"
        tabs={TABS}
        texts={texts}
        filter={filtered ? (booking: Booking) => bookingMatches(booking, filters, now) : undefined}
        toolbar={<BookingFiltersBar filters={filters} onChange={setFilters} />}
        moreActions={(booking) =>
          booking.status === 'completed'
            ? [
                {
                  key: 'quick-rebook',
                  label: intl.formatMessage({ id: 'customerDashboard.quickRebook.action' }),
                  onClick: () => setRebooking(booking),
                },
              ]
            : []
        }
      />
      {user ? (
        <QuickRebookDialog
          userId={user.id}
          booking={rebooking}
          onClose={() => setRebooking(null)}
        />
      ) : null}
    </>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { useIntl } from 'react-intl';
import { BookingCard, type BookingCardAction } from '@design-system/components/BookingCard';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { isUpcoming, type Booking } from '@/domain/booking';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import type { BookingsListTab } from '../booking-tabs';
import { SeriesRow } from './series-row';
import { PATHS } from '@/domain/links';

export interface BookingActions {
  onCancel(booking: Booking): void;
  onReschedule(booking: Booking): void;
  onBookAgain(booking: Booking): void;
  onAddToCalendar(booking: Booking): void;
  onViewShop(booking: Booking): void;
  /** actions a screen adds to a booking's own (the customer dashboard's quick rebook on completed ones) */
  moreActions?(booking: Booking): readonly BookingCardAction[];
}

export interface BookingTabPanelProps extends BookingActions {
  tab: BookingsListTab;
  /** null while loading */
  bookings: Booking[] | null;
  headingLevel: 2 | 3 | 4;
  /** the empty state's texts; by default My bookings' own (Upcoming and Past only) */
  empty?: { title: string; description: string };
}

/** Placeholders shaped like booking cards while the lists load. */
function BookingSkeletons({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      <Stack spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={168} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * One tab of "My bookings": loading placeholders, the empty state, or the cards. Actions follow what the
 * server allows this customer now (`booking.allowedActions`); Book again on past bookings (in the dashboard's
 * mixed tabs: on completed and cancelled ones, spec 02 §2.5), Add to calendar on upcoming ones, View shop on
 * all.
 */
export function BookingTabPanel({
  tab,
  bookings,
  headingLevel,
  onCancel,
  onReschedule,
  onBookAgain,
  onAddToCalendar,
  onViewShop,
  moreActions,
  empty,
}: BookingTabPanelProps) {
  const intl = useIntl();
  const labels = useBookingCardLabels();
  const t = (id: string) => intl.formatMessage({ id });

  if (!bookings) return <BookingSkeletons label={t('bookings.list.loading')} />;
  const now = new Date();
  if (bookings.length === 0)
    return (
      <EmptyState
        icon={
          tab === 'upcoming' ? (
            <EventAvailableRounded sx={{ fontSize: 48 }} />
          ) : (
            <HistoryRounded sx={{ fontSize: 48 }} />
          )
        }
        title={empty?.title ?? t(`bookings.empty.${tab}Heading`)}
        description={empty?.description ?? t(`bookings.empty.${tab}Description`)}
        action={{ label: t('pages.bookings.linkBook'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
        headingLevel={headingLevel}
      />
    );

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bookings.map((booking) => {
        const may = (action: Booking['allowedActions'][number]) =>
          booking.allowedActions.includes(action);
        const upcoming = tab === 'upcoming' || (tab !== 'past' && isUpcoming(booking, now));
        const bookAgain =
          tab === 'past' ||
          (!upcoming && (booking.status === 'completed' || booking.status === 'cancelled'));
        return (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              labels={labels}
              headingLevel={headingLevel}
              onCancel={may('cancel') ? () => onCancel(booking) : undefined}
              onReschedule={may('reschedule') ? () => onReschedule(booking) : undefined}
              onBookAgain={bookAgain ? () => onBookAgain(booking) : undefined}
              onAddToCalendar={upcoming ? () => onAddToCalendar(booking) : undefined}
              onViewShop={() => onViewShop(booking)}
              moreActions={moreActions?.(booking)}
            />
            {booking.series && (
              <SeriesRow booking={booking} canCancel={upcoming && may('cancel')} />
            )}
          </li>
        );
      })}
    </Stack>
  );
}

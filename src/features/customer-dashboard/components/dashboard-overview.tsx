import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import { MetricCard } from '@design-system/components/MetricCard/MetricCard';
import type { Booking } from '@/domain/booking';
import { PATHS } from '@/domain/links';
import { useCurrentUser } from '@/features/auth';
import { hashOfTab } from '../dashboard-tabs';
import { QuickRebookAction } from '../quick-rebook/quick-rebook-action';
import { RecommendationsSection } from '../recommendations/recommendations-section';
import { AverageRatingCard } from './average-rating-card';
import { NextAppointment } from './next-appointment';

/** A figure the overview shows: its value once known, or that it is loading or could not be loaded. */
export type Figure =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: number };

export interface DashboardOverviewProps {
  upcomingCount: Figure;
  favoritesCount: Figure;
  /** the soonest upcoming booking (null: none; undefined: not known yet) */
  nextBooking: Booking | null | undefined;
  upcomingFailed: boolean;
  onRetryUpcoming(): void;
  retryingUpcoming: boolean;
  /** where the bookings tab is (a quick action) */
  bookingsHref: To;
  /** where the analytics tab is (a quick action) */
  analyticsHref?: To;
}

function FigureCard({ label, figure, icon }: { label: string; figure: Figure; icon: ReactNode }) {
  const intl = useIntl();
  return (
    <MetricCard
      label={label}
      icon={icon}
      loading={figure.status === 'loading'}
      value={figure.status === 'ready' ? intl.formatNumber(figure.value) : '—'}
      detail={
        figure.status === 'error'
          ? intl.formatMessage({ id: 'customerDashboard.stats.unavailable' })
          : undefined
      }
    />
  );
}

/**
 * The overview tab (spec 02 §2.5): stat cards (upcoming bookings, favourite shops, the average rating given in
 * reviews over the last year; loyalty points come with loyalty), the next appointment with reschedule and
 * cancel, quick actions (book, quick rebook of the latest visit; the bookings and analytics tabs) and
 * recommendations. A part that failed to load says so in its place; the rest shows.
 */
export function DashboardOverview({
  upcomingCount,
  favoritesCount,
  nextBooking,
  upcomingFailed,
  onRetryUpcoming,
  retryingUpcoming,
  bookingsHref,
  analyticsHref = { hash: hashOfTab('analytics') },
}: DashboardOverviewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const user = useCurrentUser();
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby={`${headingId}-stats`}>
        <Typography id={`${headingId}-stats`} variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="customerDashboard.stats.title" />
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <FigureCard
            label={t('customerDashboard.stats.upcoming')}
            figure={upcomingCount}
            icon={<EventNoteRounded />}
          />
          <FigureCard
            label={t('customerDashboard.stats.favorites')}
            figure={favoritesCount}
            icon={<FavoriteRounded />}
          />
          {user?.role === 'customer' ? <AverageRatingCard userId={user.id} /> : null}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${headingId}-next`}>
        <Typography id={`${headingId}-next`} variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="customerDashboard.next.title" />
        </Typography>
        <NextAppointment
          booking={nextBooking}
          failed={upcomingFailed}
          onRetry={onRetryUpcoming}
          retrying={retryingUpcoming}
        />
      </Box>

      <Box component="section" aria-labelledby={`${headingId}-actions`}>
        <Typography id={`${headingId}-actions`} variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="customerDashboard.actions.title" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            startIcon={<SearchRounded />}
            component={RouterLink}
            to={PATHS.search}
          >
            <FormattedMessage id="customerDashboard.action.book" />
          </Button>
          <QuickRebookAction />
          <Button
            variant="outlined"
            startIcon={<EventNoteRounded />}
            component={RouterLink}
            to={bookingsHref}
          >
            <FormattedMessage id="customerDashboard.action.allBookings" />
          </Button>
          <Button
            variant="outlined"
            startIcon={<InsightsRounded />}
            component={RouterLink}
            to={analyticsHref}
          >
            <FormattedMessage id="customerDashboard.action.analytics" />
          </Button>
        </Stack>
      </Box>

      {user?.role === 'customer' ? <RecommendationsSection userId={user.id} /> : null}
    </Stack>
  );
}

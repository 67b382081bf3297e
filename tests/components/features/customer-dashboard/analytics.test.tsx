import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerStats, CustomerStatsPeriod } from '@/domain/customer-stats-types';
import { CustomerDashboardPage } from '@/features/customer-dashboard/pages/customer-dashboard-page';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { currentLocation, renderWithProviders, signIn } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import { withPageCopy } from '../search/details-fixtures';

afterEach(() => {
  resetBookingsMockState();
  resetProfileMockState();
});

/** A customer's answer for one period (the figures the server's rules would give for a small history). */
function statsOf(
  period: CustomerStatsPeriod,
  overrides: Partial<CustomerStats> = {},
): CustomerStats {
  return {
    period,
    range: { from: '2026-10-29', to: '2026-11-28' },
    previousRange: { from: '2026-09-28', to: '2026-10-28' },
    totalBookings: 8,
    totalSpentCents: 45000,
    previous: { totalBookings: 6, totalSpentCents: 40000 },
    bookingsTrend: 33.3,
    spendingTrend: 12.5,
    visits: 6,
    averageVisitFrequencyWeeks: 2.5,
    averageRating: 4.5,
    ratingsCount: 4,
    trendUnit: 'week',
    trends: [
      { start: '2026-10-29', end: '2026-11-04', bookings: 3, spentCents: 15000 },
      { start: '2026-11-05', end: '2026-11-11', bookings: 5, spentCents: 30000 },
    ],
    topServices: [
      { id: 'cut', name: 'Haircut', count: 3, percentage: 37.5 },
      { id: 'nails', name: 'Gel nails', count: 2, percentage: 25 },
    ],
    topShops: [{ id: 's1', name: 'Salone Aurora', location: 'Via Roma 1, Milano', visits: 4 }],
    insights: {
      mostActiveWeekday: 'tuesday',
      preferredTimeOfDay: 'morning',
      daysSinceLastVisit: 12,
      averagePerVisitCents: 7500,
      highestMonth: { month: '2026-11', spentCents: 30000 },
    },
    upcomingCount: 1,
    ...overrides,
  };
}

/** Answers GET /api/customer/stats with `answer(period)` and records the periods asked for. */
function statsEndpoint(answer: (period: CustomerStatsPeriod) => Response) {
  const periods: string[] = [];
  server.use(
    http.get('/api/customer/stats', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') as CustomerStatsPeriod;
      periods.push(period);
      return answer(period);
    }),
  );
  return periods;
}

const ok = (data: CustomerStats) => HttpResponse.json({ success: true, data });

async function openAnalytics() {
  signIn('customer');
  return renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
    path: '/customer/dashboard#analytics',
  });
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('dl') as HTMLElement;

const ready = () => screen.findByText('€450.00', {}, { timeout: 10_000 });

describe('/customer/dashboard#analytics', () => {
  it("shows the period's figures, trends, top services and shops and insights in words", async () => {
    const periods = statsEndpoint((period) => ok(statsOf(period)));
    await openAnalytics();
    await ready();
    expect(periods).toEqual(['1M']);
    expect(
      screen.getByRole('tab', { name: msg('customerDashboard.tab.analytics') }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(figure(msg('customerDashboard.analytics.totalBookings'))).toHaveTextContent(
      'Bookings86 in the previous period',
    );
    expect(figure(msg('customerDashboard.analytics.totalSpent'))).toHaveTextContent(
      '€400.00 in the previous period',
    );
    expect(figure(msg('customerDashboard.analytics.spendingTrend'))).toHaveTextContent(
      'Up 12.5% on the previous period',
    );
    expect(figure(msg('customerDashboard.analytics.frequency'))).toHaveTextContent(
      'Every 2.5 weeks',
    );
    expect(figure(msg('customerDashboard.analytics.rating'))).toHaveTextContent(
      '4.5 out of 5From 4 reviews',
    );

    const services = screen.getByRole('region', {
      name: msg('customerDashboard.analytics.topServices'),
    });
    expect(within(services).getAllByRole('listitem')[0]).toHaveTextContent(
      'Haircut3 times · 37.5%',
    );
    const shops = screen.getByRole('region', { name: msg('customerDashboard.analytics.topShops') });
    expect(within(shops).getByRole('listitem')).toHaveTextContent(
      'Salone AuroraVia Roma 1, Milano4 visits',
    );

    const insights = screen.getByRole('region', {
      name: msg('customerDashboard.analytics.insights'),
    });
    expect(insights).toHaveTextContent('Your most active dayTuesday');
    expect(insights).toHaveTextContent('Your preferred timeMorning');
    expect(insights).toHaveTextContent('Since your last visit12 days');
    expect(insights).toHaveTextContent('Average per visit€75.00');
    expect(insights).toHaveTextContent('Your highest monthNovember 2026: €300.00');
  });

  it('reads the trends to screen readers as a table, week by week', async () => {
    statsEndpoint((period) => ok(statsOf(period)));
    await openAnalytics();
    await ready();
    const table = await screen.findByRole('table', {
      name: msg('customerDashboard.analytics.trends.title.week'),
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Week fromBookingsSpent');
    expect(rows[1]).toHaveTextContent('Oct 293€150.00');
    expect(rows[2]).toHaveTextContent('Nov 55€300.00');
  });

  it('asks for the period chosen and shows its figures, with a fall in words', async () => {
    const periods = statsEndpoint((period) =>
      ok(
        period === '6M'
          ? statsOf(period, { totalBookings: 20, totalSpentCents: 98000, spendingTrend: -4.2 })
          : statsOf(period),
      ),
    );
    const { user } = await openAnalytics();
    await ready();
    const choices = screen.getByRole('group', { name: msg('customerDashboard.analytics.period') });
    await user.click(within(choices).getByRole('button', { name: '6 months' }));
    expect(await screen.findByText('€980.00')).toBeInTheDocument();
    expect(periods).toEqual(['1M', '6M']);
    expect(within(choices).getByRole('button', { name: '6 months' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(figure(msg('customerDashboard.analytics.spendingTrend'))).toHaveTextContent(
      'Down 4.2% on the previous period',
    );
  });

  it('shows dashes where there is nothing to compare or rate yet', async () => {
    statsEndpoint((period) =>
      ok(
        statsOf(period, {
          spendingTrend: null,
          averageRating: null,
          ratingsCount: 0,
          averageVisitFrequencyWeeks: null,
        }),
      ),
    );
    await openAnalytics();
    await ready();
    expect(figure(msg('customerDashboard.analytics.spendingTrend'))).toHaveTextContent(
      `—${msg('customerDashboard.analytics.spendingTrend.none')}`,
    );
    expect(figure(msg('customerDashboard.analytics.rating'))).toHaveTextContent(
      `—${msg('customerDashboard.analytics.rating.none')}`,
    );
    expect(figure(msg('customerDashboard.analytics.frequency'))).toHaveTextContent(
      `—${msg('customerDashboard.analytics.frequency.none')}`,
    );
  });

  it('invites a customer who never booked to book', async () => {
    const nothing = statsOf('1M', {
      totalBookings: 0,
      totalSpentCents: 0,
      previous: { totalBookings: 0, totalSpentCents: 0 },
      trends: [],
      topServices: [],
      topShops: [],
      upcomingCount: 0,
      insights: {
        mostActiveWeekday: null,
        preferredTimeOfDay: null,
        daysSinceLastVisit: null,
        averagePerVisitCents: null,
        highestMonth: null,
      },
    });
    statsEndpoint(() => ok(nothing));
    await openAnalytics();
    expect(
      await screen.findByRole(
        'heading',
        { name: msg('customerDashboard.analytics.emptyTitle') },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: msg('customerDashboard.analytics.book') }),
    ).toHaveAttribute('href', '/search');
  });

  it('says when the figures could not be loaded, and Try again loads them', async () => {
    let fail = true;
    statsEndpoint((period) =>
      fail
        ? HttpResponse.json({ success: false, message: 'Failed to fetch stats' }, { status: 500 })
        : ok(statsOf(period)),
    );
    const { user } = await openAnalytics();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(msg('customerDashboard.analytics.errorTitle'));
    fail = false;
    await user.click(
      within(alert).getByRole('button', { name: msg('customerDashboard.analytics.retry') }),
    );
    expect(await ready()).toBeInTheDocument();
  });

  it("answers from the mocks' own rules for the seeded customer", async () => {
    await openAnalytics();
    expect(
      await screen.findByText(
        msg('customerDashboard.analytics.totalSpent'),
        { selector: 'dt' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the overview', () => {
  it('opens the analytics tab from its quick action', async () => {
    const periods = statsEndpoint((period) => ok(statsOf(period)));
    signIn('customer');
    const { user } = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
      path: '/customer/dashboard',
    });
    await user.click(
      await screen.findByRole(
        'link',
        { name: msg('customerDashboard.action.analytics') },
        { timeout: 10_000 },
      ),
    );
    expect(await ready()).toBeInTheDocument();
    expect(currentLocation()).toBe('/customer/dashboard#analytics');
    // the overview's average-rating card reads the last year; the tab opens on a month
    expect(periods).toEqual(['1Y', '1M']);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { CustomerStats, CustomerStatsPeriod } from '@/domain/customer-stats-types';
import { AnalyticsTab } from '@/features/customer-dashboard/analytics/analytics-tab';
import { useCurrentUser } from '@/features/auth';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

/** The signed-in customer's analytics tab. */
function Analytics() {
  const user = useCurrentUser();
  return user ? <AnalyticsTab userId={user.id} /> : null;
}

/** A regular customer's figures: a longer period has more of everything, so switching shows a change. */
function filled(period: CustomerStatsPeriod): CustomerStats {
  const scale = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 }[period];
  const monthly = period === '6M' || period === '1Y';
  const points = monthly ? scale : Math.min(13, scale * 4 + 1);
  return {
    period,
    range: { from: '2026-10-29', to: '2026-11-28' },
    previousRange: { from: '2026-09-28', to: '2026-10-28' },
    totalBookings: 3 * scale,
    totalSpentCents: 16500 * scale,
    previous: { totalBookings: 2 * scale, totalSpentCents: 14200 * scale },
    bookingsTrend: 50,
    spendingTrend: 16.2,
    visits: 3 * scale,
    averageVisitFrequencyWeeks: 1.4,
    averageRating: 4.7,
    ratingsCount: 2 * scale,
    trendUnit: monthly ? 'month' : 'week',
    trends: Array.from({ length: points }, (_, i) => {
      const day = new Date(Date.UTC(2026, 10, 28) - (points - i) * (monthly ? 30 : 7) * 864e5);
      return {
        start: day.toISOString().slice(0, 10),
        end: day.toISOString().slice(0, 10),
        bookings: (i * 7) % 3,
        spentCents: ((i * 7) % 3) * 5500,
      };
    }),
    topServices: [
      { id: 'cut', name: 'Haircut & blow-dry', count: 4 * scale, percentage: 40 },
      { id: 'gel', name: 'Gel manicure', count: 3 * scale, percentage: 30 },
      { id: 'facial', name: 'Hydrating facial', count: scale, percentage: 10 },
      { id: 'brows', name: 'Brow shaping', count: scale, percentage: 10 },
      { id: 'massage', name: 'Relaxing massage', count: scale, percentage: 10 },
    ],
    topShops: [
      { id: 's1', name: 'Salone Aurora', location: 'Via Roma 12, Milano', visits: 2 * scale },
      { id: 's2', name: 'Nail Lab', location: 'Corso Buenos Aires 5, Milano', visits: scale },
      { id: 's3', name: 'Spa Serena', location: 'Viale Monza 80, Milano', visits: 1 },
    ],
    insights: {
      mostActiveWeekday: 'saturday',
      preferredTimeOfDay: 'morning',
      daysSinceLastVisit: 9,
      averagePerVisitCents: 5500,
      highestMonth: { month: '2026-11', spentCents: 16500 },
    },
    upcomingCount: 1,
  };
}

const never: CustomerStats = {
  ...filled('1M'),
  totalBookings: 0,
  totalSpentCents: 0,
  previous: { totalBookings: 0, totalSpentCents: 0 },
  bookingsTrend: null,
  spendingTrend: null,
  visits: 0,
  averageVisitFrequencyWeeks: null,
  averageRating: null,
  ratingsCount: 0,
  trends: [],
  topServices: [],
  topShops: [],
  insights: {
    mostActiveWeekday: null,
    preferredTimeOfDay: null,
    daysSinceLastVisit: null,
    averagePerVisitCents: null,
    highestMonth: null,
  },
  upcomingCount: 0,
};

/** The dashboard's mocks with GET /api/customer/stats answering as the story needs. */
function statsHandlers(
  answer: (period: CustomerStatsPeriod) => Promise<Response>,
): Record<string, RequestHandler[]> {
  return {
    ...dashboardHandlers(),
    customerHistory: [
      http.get('/api/customer/stats', ({ request }) =>
        answer((new URL(request.url).searchParams.get('period') ?? '1M') as CustomerStatsPeriod),
      ),
      ...(handlersByArea.customerHistory ?? []),
    ],
  };
}

/**
 * The dashboard's analytics tab (issue 17, spec 02 §2.5 "Analytics"): the period switch, the key figures, the
 * trends chart (with its table for screen readers), top services and shops, and the insights in words.
 */
const meta = {
  title: 'Features/CustomerDashboard/Analytics',
  component: Analytics,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard#analytics' },
    msw: {
      handlers: statsHandlers(async (period) => {
        await delay(300);
        return HttpResponse.json({ success: true, data: filled(period) });
      }),
    },
  },
} satisfies Meta<typeof Analytics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: statsHandlers(async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true, data: never });
      }),
    },
  },
};

/** A customer who never booked: an invitation to book. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: statsHandlers(() =>
        Promise.resolve(HttpResponse.json({ success: true, data: never })),
      ),
    },
  },
};

/** The figures failed to load, with Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: statsHandlers(() =>
        Promise.resolve(
          HttpResponse.json({ success: false, message: 'Failed to fetch stats' }, { status: 500 }),
        ),
      ),
    },
  },
};

/** The seeded mocks' own figures (the same rules as the server) for the demo customer. */
export const FromMocks: Story = { parameters: { msw: { handlers: dashboardHandlers() } } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

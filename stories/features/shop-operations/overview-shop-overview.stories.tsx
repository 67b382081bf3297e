import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopOverview } from '@/features/shop-operations';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { EMPTY_DASHBOARD, OVERVIEW_SHOP_ID, withOverview } from './overview-story-data';

/** The overview tab of the shop area: the day's figures, bookings, notifications and performance. */
const meta = {
  title: 'Features/ShopOperations/Overview',
  component: ShopOverview,
  decorators: [withStoryShell],
  args: { shopId: OVERVIEW_SHOP_ID, onOpenTab: fn(), onRefresh: fn(), refreshing: false },
  parameters: { shell: { path: '/shop/personal#overview', role: 'shop' } },
} satisfies Meta<typeof ShopOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A working week: figures, upcoming and recent bookings, notifications, and the month's performance. */
export const DashboardLoaded: Story = { parameters: withOverview() };

/** A shop nobody has booked yet: zero figures, no rating, and a way to the calendar or the services. */
export const EmptyShop: Story = {
  parameters: withOverview({
    dashboard: EMPTY_DASHBOARD,
    performance: (period) => ({
      shopId: OVERVIEW_SHOP_ID,
      timeZone: 'Europe/Rome',
      period,
      range: { from: '2026-06-01', to: '2026-06-30' },
      previousRange: { from: '2026-05-02', to: '2026-05-31' },
      charts: {
        revenue: { total: { current: 0, previous: 0, change: null }, points: [] },
        bookings: { total: { current: 0, previous: 0, change: null }, points: [] },
        customers: { total: { current: 0, previous: 0, change: null }, points: [] },
      },
      trends: {
        revenue: { current: 0, previous: 0, change: null },
        bookings: { current: 0, previous: 0, change: null },
        satisfaction: { current: 0, previous: 0, change: null },
      },
      lastUpdated: '2026-06-12T08:15:00.000Z',
    }),
  }),
};

/** The shell's refresh under way: the button is busy until the shop's data came back. */
export const Refreshing: Story = { args: { refreshing: true }, parameters: withOverview() };

/** Both parts still on their way. */
export const Loading: Story = {
  parameters: withOverview({ dashboard: 'loading', performance: 'loading' }),
};

/** The dashboard failed; the performance still shows, and the dashboard offers a retry. */
export const DashboardFailedPerformanceShown: Story = {
  parameters: withOverview({ dashboard: 'error' }),
};

/** The performance failed; the figures and lists still show. */
export const PerformanceFailed: Story = { parameters: withOverview({ performance: 'error' }) };

const choosePeriod =
  (name: RegExp): Story['play'] =>
  // plain DOM clicks: user-event and findBy switch the story harness's act environment off (see clickWhenReady)
  ({ canvasElement }) =>
    clickWhenReady(canvasElement, 'button[aria-pressed]', name);

export const PeriodWeek: Story = {
  parameters: withOverview(),
  play: choosePeriod(/^(week|settimana)$/i),
};

/** The default period. */
export const PeriodMonth: Story = { parameters: withOverview() };

export const PeriodQuarter: Story = {
  parameters: withOverview(),
  play: choosePeriod(/^(quarter|trimestre)$/i),
};

export const PeriodYear: Story = {
  parameters: withOverview(),
  play: choosePeriod(/^(year|anno)$/i),
};

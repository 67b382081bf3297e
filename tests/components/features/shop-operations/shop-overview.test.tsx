import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopOverview } from '@/features/shop-operations';
import { useRefreshShop } from '@/features/shop-owner/use-refresh-shop';
import { CatalogSectionProvider, localeAtom } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { server } from '@mocks/node';
import {
  EMPTY_DASHBOARD,
  OVERVIEW_SHOP_ID,
  overviewHandlers,
} from '../../../../stories/features/shop-operations/overview-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = OVERVIEW_SHOP_ID;

beforeEach(() => {
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The overview as the shell shows it: its refresh button is the shell's refresh. */
function InShell({ onOpenTab }: { onOpenTab: (id: string) => void }) {
  const { refresh, refreshing } = useRefreshShop(SHOP);
  return (
    <ShopOverview
      shopId={SHOP}
      onOpenTab={onOpenTab as React.ComponentProps<typeof ShopOverview>['onOpenTab']}
      onRefresh={() => void refresh()}
      refreshing={refreshing}
    />
  );
}

const renderOverview = (onOpenTab: (id: string) => void = () => {}) =>
  renderWithProviders(
    <CatalogSectionProvider section="pages">
      <InShell onOpenTab={onOpenTab} />
    </CatalogSectionProvider>,
  );

/** The key figure a card shows under its label (the card is a term/description pair). */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.closest('dl')!.querySelector('dd')!;
};

describe('ShopOverview', () => {
  it('shows the figures of the dashboard in euro, in English and in Italian', async () => {
    server.use(...overviewHandlers());
    const { store } = await renderOverview();
    await screen.findByText(msg('shopOps.overview.metric.weeklyRevenue'));
    expect(figure(msg('shopOps.overview.metric.weeklyRevenue'))).toHaveTextContent('€1,234.50');
    expect(figure(msg('shopOps.overview.metric.todayBookings'))).toHaveTextContent(/^6$/);
    expect(figure(msg('shopOps.overview.metric.monthlyBookings'))).toHaveTextContent(/^48$/);
    const satisfaction = figure(msg('shopOps.overview.metric.satisfaction'));
    expect(satisfaction).toHaveTextContent('4.6 / 5');
    expect(satisfaction).toHaveTextContent('from 23 reviews');
    expect(figure(msg('shopOps.overview.metric.pendingBookings'))).toHaveTextContent(/^2/);

    const upcoming = screen.getByRole('list', { name: msg('shopOps.overview.upcoming.title') });
    const first = within(upcoming).getAllByRole('button')[0]!;
    // the shop's wall clock as booked, with the status in words
    expect(first).toHaveAccessibleName(/^Giulia Rossi, .+, Fri, Jun 12 at 10:30, Confirmed$/);

    // the month's performance: the revenue total and its change against the previous month, signed in words
    const revenue = await screen.findByRole('figure', { name: 'Revenue' });
    // June 2026 in the fixture: 145 bookings at €52.50 against 103 the month before
    expect(revenue).toHaveTextContent('€7,612.50');
    expect(revenue).toHaveTextContent('+40.8% vs previous period');
    // the same figures as a table for screen readers: the last day, this month against the one before
    const table = within(revenue).getByRole('table', { name: 'Revenue by date' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/^Jun 30€262\.50€157\.50$/);

    await act(async () => store.set(localeAtom, 'it'));
    // Italian groups thousands only from five digits (CLDR), so 1234,50 has no separator
    const revenueIt = await screen.findByText('Incasso della settimana', { selector: 'dt' });
    expect(revenueIt.closest('dl')!.querySelector('dd')).toHaveTextContent(/^1234,50\s€$/);
    expect(figure('Soddisfazione clienti')).toHaveTextContent('4,6 / 5');
    expect(figure('Soddisfazione clienti')).toHaveTextContent('da 23 recensioni');
  });

  it('opens a booking from the upcoming list with its details', async () => {
    server.use(...overviewHandlers());
    const { user } = await renderOverview();
    const upcoming = await screen.findByRole('list', {
      name: msg('shopOps.overview.upcoming.title'),
    });
    await user.click(within(upcoming).getByRole('button', { name: /^Marco Bruno, / }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Marco Bruno');
    expect(dialog).toHaveTextContent('Balayage');
  });

  it('shows what the app mocks compute for the demo shop', async () => {
    await renderOverview();
    expect(
      await screen.findByText(msg('shopOps.overview.metric.todayBookings'), { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.queryByText(msg('shopOps.overview.dashboardError'))).toBeNull();
    expect(screen.queryByText(msg('shopOps.overview.performanceError'))).toBeNull();
  });

  it('offers the calendar and the services when nothing is booked yet', async () => {
    server.use(...overviewHandlers({ dashboard: EMPTY_DASHBOARD }));
    const opened: string[] = [];
    const { user } = await renderOverview((id) => opened.push(id));
    await screen.findByText(msg('shopOps.overview.empty.title'));
    expect(figure(msg('shopOps.overview.metric.satisfaction'))).toHaveTextContent(
      msg('shopOps.overview.metric.noReviews'),
    );
    await user.click(
      screen.getByRole('button', { name: msg('shopOps.overview.empty.openCalendar') }),
    );
    await user.click(
      screen.getByRole('button', { name: msg('shopOps.overview.empty.openServices') }),
    );
    expect(opened).toEqual(['calendar', 'settings-services']);
  });

  it('still shows the performance when the dashboard fails, and retries the dashboard', async () => {
    server.use(...overviewHandlers({ dashboard: 'error' }));
    const { user } = await renderOverview();
    expect(await screen.findByText(msg('shopOps.overview.dashboardError'))).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText(msg('shopOps.overview.trends.title'))).toBeInTheDocument();

    server.use(...overviewHandlers());
    await user.click(screen.getByRole('button', { name: msg('shopOps.overview.retry') }));
    expect(
      await screen.findByText(msg('shopOps.overview.metric.todayBookings'), { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(msg('shopOps.overview.dashboardError'))).toBeNull();
  });

  it('still shows the figures when the performance fails', async () => {
    server.use(...overviewHandlers({ performance: 'error' }));
    await renderOverview();
    expect(await screen.findByText(msg('shopOps.overview.performanceError'))).toBeInTheDocument();
    expect(figure(msg('shopOps.overview.metric.weeklyRevenue'))).toHaveTextContent('€1,234.50');
  });

  it('asks the server to recompute on refresh and says it worked', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/shops/:id/*', ({ request }) => {
        asked.push(request.url);
        return undefined; // fall through to the fixture answers
      }),
      ...overviewHandlers(),
    );
    const { user, store } = await renderOverview();
    await screen.findByText(msg('shopOps.overview.metric.weeklyRevenue'));
    await screen.findByRole('figure', { name: 'Revenue' });
    const refreshed = (path: string) =>
      asked.filter((u) => u.includes(path) && new URL(u).searchParams.get('refresh') === 'true');
    expect(refreshed('/dashboard')).toEqual([]);

    await user.click(screen.getByRole('button', { name: msg('shopOps.overview.refresh') }));
    // the shell's refresh brings the editors' query keys with their code (loaded once, on the first refresh)
    await vi.waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1), { timeout: 15_000 });
    expect(store.get(toastsAtom)[0]).toMatchObject({ message: msg('shopOwner.refreshSuccess') });
    expect(refreshed(`/shops/${SHOP}/dashboard`)).toHaveLength(1);
    expect(refreshed(`/shops/${SHOP}/performance`)).toHaveLength(1);
    expect(new URL(refreshed('/performance')[0]!).searchParams.get('period')).toBe('month');
  });

  it('says so when a refresh fails, and keeps the figures shown', async () => {
    server.use(...overviewHandlers());
    const { user, store } = await renderOverview();
    await screen.findByText(msg('shopOps.overview.metric.weeklyRevenue'));
    server.use(...overviewHandlers({ dashboard: 'error' }));
    await user.click(screen.getByRole('button', { name: msg('shopOps.overview.refresh') }));
    await vi.waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1), { timeout: 15_000 });
    expect(store.get(toastsAtom)[0]).toMatchObject({ message: msg('shopOwner.refreshError') });
    expect(figure(msg('shopOps.overview.metric.weeklyRevenue'))).toHaveTextContent('€1,234.50');
  });
});

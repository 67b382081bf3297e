import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesDashboardPage } from '@/features/sales';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { SALES_SHOP_ID, salesHandlers } from '../../../../stories/features/sales/sales-story-data';
import { currentLocation, renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
  signIn('shop');
});
afterEach(() => vi.unstubAllGlobals());

/** The query of each call to `path`, as the server got it. */
function recordQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(path, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined;
    }),
  );
  return queries;
}

/** The key figure a card shows under its label (the card is a term/description pair). */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('dl')!.querySelector('dd')!;

async function renderDashboard() {
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <SalesDashboardPage />
    </CatalogSectionProvider>,
    { path: '/shop/sales/dashboard' },
  );
  await screen.findByText(msg('sales.summary.revenue'), { selector: 'dt' });
  return utils;
}

describe('SalesDashboardPage', () => {
  it('shows the month against the same days of the month before, with real changes', async () => {
    server.use(...salesHandlers());
    const queries = recordQueries('/api/sales/dashboard');
    await renderDashboard();
    expect(queries[0]).toEqual({ shopId: SALES_SHOP_ID, period: 'month' });
    // November 1–28 of the fixtures: 6 transactions, €293.00; October 1–28: 2, €85.00
    expect(figure(msg('sales.summary.revenue'))).toHaveTextContent('€293.00');
    expect(figure(msg('sales.summary.revenue'))).toHaveTextContent('+244.7% vs previous period');
    expect(figure(msg('sales.summary.transactions'))).toHaveTextContent(/^6/);
    expect(figure(msg('sales.summary.avgTicket'))).toHaveTextContent('€48.83');
    expect(figure(msg('sales.summary.repeatRate'))).toHaveTextContent('25%');
    // the breakdown by method, as the table screen readers read
    const methods = screen.getByRole('figure', { name: msg('sales.chart.byPaymentMethod') });
    const rows = within(methods).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Card4€203\.0069\.3%$/);
    // the ten recent ones, newest first: today's booking sale with its tip
    const recent = screen.getByRole('list', { name: msg('sales.recent.title') });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('€38.00');
    expect(screen.getByRole('link', { name: msg('sales.recent.viewAll') })).toHaveAttribute(
      'href',
      `/shop/sales/transactions?shop=${SALES_SHOP_ID}&from=2026-11-01&to=2026-11-28`,
    );
  });

  it('asks the API for the period chosen, and for the bookings of the same period', async () => {
    server.use(...salesHandlers());
    const queries = recordQueries('/api/sales/dashboard');
    const analytics = recordQueries('/api/analytics/bookings');
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: msg('sales.period.week') }));
    await vi.waitFor(() =>
      expect(queries.at(-1)).toEqual({ shopId: SALES_SHOP_ID, period: 'week' }),
    );
    expect(currentLocation()).toBe('/shop/sales/dashboard?period=week');

    await user.click(screen.getByRole('button', { name: msg('sales.period.custom') }));
    fireEvent.change(screen.getByLabelText(msg('sales.period.from')), {
      target: { value: '2026-11-10' },
    });
    fireEvent.change(screen.getByLabelText(msg('sales.period.to')), {
      target: { value: '2026-11-24' },
    });
    await user.click(screen.getByRole('button', { name: msg('sales.period.apply') }));
    await vi.waitFor(() =>
      expect(queries.at(-1)).toEqual({
        shopId: SALES_SHOP_ID,
        startDate: '2026-11-10',
        endDate: '2026-11-24',
      }),
    );

    await user.click(screen.getByRole('tab', { name: msg('sales.view.bookings') }));
    expect(
      await screen.findByText(msg('sales.analytics.noShowRate'), { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(analytics).toEqual([
      { shopId: SALES_SHOP_ID, startDate: '2026-11-10', endDate: '2026-11-24' },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerDashboardPage } from '@/features/customer-dashboard/pages/customer-dashboard-page';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { server } from '@mocks/node';
import { toastsAtom } from '@/lib/toast';
import { renderWithProviders, signIn } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import { withPageCopy } from '../search/details-fixtures';

afterEach(() => {
  resetBookingsMockState();
});

async function openBookingsTab() {
  signIn('customer');
  const utils = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
    path: '/customer/dashboard#bookings',
  });
  await screen.findByRole('tab', { name: 'All (4)' });
  return utils;
}

const quickRebook = msg('customerDashboard.quickRebook.action');

describe('quick rebook', () => {
  it('offers quick rebook on completed bookings only, proposes a time and books it once confirmed', async () => {
    const { user } = await openBookingsTab();
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    const withAction = cards.filter(
      (card) => within(card).queryByRole('button', { name: quickRebook }) !== null,
    );
    expect(withAction.map((card) => card.dataset.status)).toEqual(['completed']);

    await user.click(within(withAction[0]!).getByRole('button', { name: quickRebook }));
    const dialog = await screen.findByRole('dialog', {
      name: msg('customerDashboard.quickRebook.title'),
    });
    const proposal = await within(dialog).findByTestId('quick-rebook-proposal');
    expect(proposal).toHaveTextContent(msg('customerDashboard.quickRebook.proposed'));

    await user.click(
      within(dialog).getByRole('button', { name: msg('customerDashboard.quickRebook.confirm') }),
    );
    // the new booking joins the lists
    expect(await screen.findByRole('tab', { name: 'Upcoming (3)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says the server's refusal when no time is free, and books nothing", async () => {
    server.use(
      http.post('/api/customer/quick-rebook', () =>
        HttpResponse.json(
          { success: false, code: 'NO_FREE_TIME', message: 'No free time' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openBookingsTab();
    await user.click(screen.getByRole('button', { name: quickRebook }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('quick-rebook-no-proposal')).toHaveTextContent(
      msg('errors.NO_FREE_TIME'),
    );
    expect(
      within(dialog).getByRole('button', { name: msg('customerDashboard.quickRebook.confirm') }),
    ).toBeDisabled();
  });

  it("says 'Failed to create quick rebooking' when the confirmation fails", async () => {
    server.use(
      http.post('/api/customer/quick-rebook', async ({ request }) => {
        const body = (await request.clone().json()) as { confirm?: boolean };
        if (!body.confirm) return undefined;
        return HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await openBookingsTab();
    await user.click(screen.getByRole('button', { name: quickRebook }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('quick-rebook-proposal');
    await user.click(
      within(dialog).getByRole('button', { name: msg('customerDashboard.quickRebook.confirm') }),
    );
    expect(await within(dialog).findByTestId('quick-rebook-failed')).toHaveTextContent(
      'Failed to create quick rebooking',
    );
    await user.click(
      within(dialog).getByRole('button', { name: msg('customerDashboard.quickRebook.cancel') }),
    );
    expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
  });
});

describe('overview: quick rebook and recommendations', () => {
  it('rebooks the latest completed visit from the quick actions, and dismisses a recommendation at once', async () => {
    signIn('customer');
    const { user } = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
      path: '/customer/dashboard#overview',
    });
    const action = await screen.findByRole('button', {
      name: msg('customerDashboard.action.quickRebook'),
    });
    await user.click(action);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Barberia del Corso');
    await user.click(
      within(dialog).getByRole('button', { name: msg('customerDashboard.quickRebook.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const section = screen.getByRole('region', {
      name: msg('customerDashboard.recommendations.title'),
    });
    const cards = await within(section).findAllByTestId('recommendation-card');
    const first = cards[0]!;
    const name = within(first).getByRole('heading').textContent ?? '';
    await user.click(
      within(first).getByRole('button', {
        name: new RegExp(msg('customerDashboard.recommendations.dismiss')),
      }),
    );
    await waitFor(() =>
      expect(
        within(section)
          .queryAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).not.toContain(name),
    );
  });

  it('puts a recommendation back when its dismissal fails', async () => {
    server.use(
      http.patch('/api/customer/recommendations/:id/dismiss', () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 500 }),
      ),
    );
    signIn('customer');
    const { user, store } = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
      path: '/customer/dashboard#overview',
    });
    const section = await screen.findByRole('region', {
      name: msg('customerDashboard.recommendations.title'),
    });
    const cards = await within(section).findAllByTestId('recommendation-card');
    const count = cards.length;
    await user.click(
      within(cards[0]!).getByRole('button', {
        name: new RegExp(msg('customerDashboard.recommendations.dismiss')),
      }),
    );
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
        msg('customerDashboard.recommendations.dismissError'),
      ),
    );
    await waitFor(() =>
      expect(within(section).getAllByTestId('recommendation-card')).toHaveLength(count),
    );
  });
});

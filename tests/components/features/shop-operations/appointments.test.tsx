import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopAppointments } from '@/features/shop-operations';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { server } from '@mocks/node';
import {
  APPOINTMENTS_SHOP_ID,
  BUSY_LIST,
  COMPLETED,
  PENDING,
  STARTED,
  appointmentHandlers,
} from '../../../../stories/features/shop-operations/appointments-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = APPOINTMENTS_SHOP_ID;
let listQueries: URLSearchParams[] = [];
let updates: { id: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  listQueries = [];
  updates = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/bookings')
      listQueries.push(url.searchParams);
    if (request.method === 'PUT' && url.pathname.startsWith('/api/bookings/'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) =>
          updates.push({ id: url.pathname.split('/').pop()!, body }),
        );
  });
  signIn('shop');
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

async function renderTab(list = BUSY_LIST, width = 1280) {
  stubMatchMedia({ width });
  server.use(...appointmentHandlers({ list }));
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ShopAppointments shopId={SHOP} timeZone="Europe/Rome" onOpenTab={() => {}} />
    </CatalogSectionProvider>,
  );
  await screen.findByRole(
    'table',
    { name: msg('shopOps.appointments.list.table') },
    {
      timeout: 10_000,
    },
  );
  return utils;
}

const lastQuery = () => listQueries.at(-1)!;

async function openDetails(name: string) {
  const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
  await user.click(
    screen.getByRole('button', { name: new RegExp(`^${name}, .*open the booking$`) }),
  );
  return within(await screen.findByTestId('appointment-details'));
}

describe('ShopAppointments', () => {
  it('asks for the next 7 days soonest first, then for today only', async () => {
    const { user } = await renderTab();
    const first = lastQuery();
    expect(first.get('shopId')).toBe(SHOP);
    expect(first.get('order')).toBe('asc');
    expect(first.get('page')).toBe('1');
    // next 7 days by default: seven dates, both ends included
    const days =
      (Date.parse(first.get('endDate')!) - Date.parse(first.get('startDate')!)) / 86_400_000;
    expect(days).toBe(6);
    await user.click(
      screen.getByRole('button', { name: msg('shopOps.appointments.filters.pick.today') }),
    );
    await waitFor(() => expect(lastQuery().get('endDate')).toBe(lastQuery().get('startDate')));
  });

  it('asks for one person and one service', async () => {
    const { user } = await renderTab();
    await user.click(
      screen.getByRole('combobox', { name: msg('shopOps.appointments.filters.staff') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Sara' }));
    await waitFor(() => expect(lastQuery().get('staffId')).toBe('staff-sara'));
    await user.click(
      screen.getByRole('combobox', { name: msg('shopOps.appointments.filters.service') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Balayage' }));
    await waitFor(() => expect(lastQuery().get('serviceId')).toBe('svc-colour'));
    expect(lastQuery().get('staffId')).toBe('staff-sara');
  });

  it('asks for the statuses ticked', async () => {
    const { user } = await renderTab();
    await user.click(
      screen.getByRole('combobox', { name: msg('shopOps.appointments.filters.status') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('pending'));
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('pending,confirmed'));
  });

  it('searches once typing pauses', async () => {
    const { user } = await renderTab();
    const before = listQueries.length;
    await user.type(
      screen.getByRole('searchbox', { name: msg('shopOps.appointments.filters.search') }),
      'rossi',
    );
    await waitFor(() => expect(lastQuery().get('q')).toBe('rossi'));
    // one request for the whole word, not one per key
    expect(listQueries.slice(before).filter((q) => q.has('q'))).toHaveLength(1);
  });

  it('shows each booking with its customer, service, time, price and status, and a recurring mark', async () => {
    await renderTab();
    const rows = screen.getAllByTestId('appointment-row');
    expect(rows).toHaveLength(BUSY_LIST.length);
    expect(rows[1]).toHaveTextContent('Giulia Rossi');
    expect(rows[1]).toHaveTextContent('Women’s cut & blow-dry');
    expect(rows[1]).toHaveTextContent('€45.00');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[3]).toHaveTextContent(
      msg('shopOps.appointments.recurring.weekly', { position: 3, count: 8 }),
    );
    expect(screen.getByText(/1–4 of 4 bookings/)).toBeInTheDocument();
  });

  it('reject needs a reason before anything is sent, then sends it', async () => {
    const { user, store } = await renderTab();
    const details = await openDetails(PENDING.customerName);
    await user.click(
      details.getByRole('button', { name: msg('shopOps.appointments.action.reject.button') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: msg('shopOps.appointments.action.reject.title'),
    });
    await user.click(
      within(dialog).getByRole('button', {
        name: msg('shopOps.appointments.action.reject.confirm'),
      }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide a reason for rejecting this appointment',
    );
    expect(updates).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Full');
    await user.click(
      within(dialog).getByRole('button', {
        name: msg('shopOps.appointments.action.reject.confirm'),
      }),
    );
    await waitFor(() =>
      expect(updates).toEqual([{ id: PENDING.id, body: { status: 'rejected', reason: 'Full' } }]),
    );
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
        msg('shopOps.appointments.done.reject', { name: PENDING.customerName }),
      ),
    );
  }, 60_000);

  it('offers only the actions the booking allows', async () => {
    await renderTab([PENDING, STARTED, COMPLETED]);
    const names = (scope: ReturnType<typeof within>) =>
      scope
        .getByRole('group', { name: msg('shopOps.appointments.details.actions') })
        .querySelectorAll('button');
    const pending = await openDetails(PENDING.customerName);
    expect([...names(pending)].map((b) => b.textContent)).toEqual([
      msg('shopOps.appointments.action.confirm.button'),
      msg('shopOps.appointments.action.reschedule.button'),
      msg('shopOps.appointments.action.reject.button'),
      msg('shopOps.appointments.action.cancel.button'),
    ]);
    const user = (await import('@testing-library/user-event')).default.setup();
    await user.click(
      pending.getByRole('button', { name: msg('shopOps.appointments.details.close') }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('appointment-details')).not.toBeInTheDocument(),
    );

    const started = await openDetails(STARTED.customerName);
    expect([...names(started)].map((b) => b.textContent)).toEqual([
      msg('shopOps.appointments.action.checkIn.button'),
      msg('shopOps.appointments.action.complete.button'),
      msg('shopOps.appointments.action.cancel.button'),
      msg('shopOps.appointments.action.noShow.button'),
    ]);
    await user.click(
      started.getByRole('button', { name: msg('shopOps.appointments.details.close') }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('appointment-details')).not.toBeInTheDocument(),
    );

    const completed = await openDetails('Marco Bruno');
    expect(names(completed)).toHaveLength(0);
    expect(completed.getByText(msg('shopOps.appointments.details.noActions'))).toBeInTheDocument();
    // the history says who moved it and why
    expect(
      completed.getByText(
        msg('shopOps.appointments.history.reason', { reason: 'Marco is ill today' }),
      ),
    ).toBeInTheDocument();
  });

  it('shows cards at phone width and the empty state with a way to the calendar', async () => {
    stubMatchMedia({ width: 360 });
    server.use(...appointmentHandlers({ list: [] }));
    const opened: string[] = [];
    const { user } = await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <ShopAppointments
          shopId={SHOP}
          timeZone="Europe/Rome"
          onOpenTab={(tab) => opened.push(tab)}
        />
      </CatalogSectionProvider>,
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: msg('shopOps.appointments.empty.calendar') },
        { timeout: 10_000 },
      ),
    );
    expect(opened).toEqual(['calendar']);
  });
});

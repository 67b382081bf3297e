import { act, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToasts } from '@/app/layout/app-toasts';
import type { SaleRecord } from '@/domain/sales';
import { SalesTransactionsPage } from '@/features/sales';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { MONTH_RECORDS, salesHandlers } from '../../../../stories/features/sales/sales-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

let store: SaleRecord[];
beforeEach(() => {
  stubMatchMedia({ width: 1280 });
  signIn('shop');
  store = MONTH_RECORDS.map((record) => ({ ...record }));
  server.use(...salesHandlers({ store }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderList() {
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <SalesTransactionsPage />
      <AppToasts />
    </CatalogSectionProvider>,
    { path: '/shop/sales/transactions' },
  );
  await screen.findByRole('table', {});
  return utils;
}

const row = (service: string) => screen.queryByRole('rowheader', { name: service })?.closest('tr');

describe('SalesTransactionsPage', () => {
  it('reloads a transaction someone else changed, and saves it after a second look', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('/api/sales/transactions/:id', async ({ request }) => {
        puts.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = await renderList();
    await user.click(
      screen.getByRole('button', { name: msg('sales.list.edit', { service: 'Massage' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: msg('sales.list.editTitle') });
    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(amount).toHaveValue(60);

    // meanwhile another browser made the massage €70
    const at = store.findIndex((record) => record.items[0]?.name === 'Massage');
    const before = store[at]!;
    store[at] = {
      ...before,
      amountCents: 7000,
      totalCents: 7500,
      updatedAt: before.updatedAt + 1000,
    };

    fireEvent.change(within(dialog).getByLabelText(/^Tip/), { target: { value: '8' } });
    await user.click(within(dialog).getByRole('button', { name: msg('sales.list.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg('sales.list.conflict'));
    // the list reloaded: the form shows the other browser's amount, the change to check again
    await vi.waitFor(() => expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue(70));
    expect(puts).toEqual([
      expect.objectContaining({ tip: 8, updatedAt: new Date(before.updatedAt).toISOString() }),
    ]);

    fireEvent.change(within(dialog).getByLabelText(/^Tip/), { target: { value: '8' } });
    await user.click(within(dialog).getByRole('button', { name: msg('sales.list.save') }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toHaveLength(2);
    expect(store[at]).toMatchObject({ amountCents: 7000, tipCents: 800, totalCents: 7800 });
    expect(within(row('Massage')!).getByText('€78.00')).toBeInTheDocument();
  });

  it('deletes after 5 seconds unless undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deletes: string[] = [];
    server.use(
      http.delete('/api/sales/transactions/:id', ({ params }) => {
        deletes.push(String(params.id));
        return undefined;
      }),
    );
    const { user } = await renderList();
    const remove = async () => {
      await user.click(
        screen.getByRole('button', { name: msg('sales.list.delete', { service: 'Manicure' }) }),
      );
      const confirm = await screen.findByRole('dialog', { name: msg('sales.list.confirmTitle') });
      await user.click(within(confirm).getByRole('button', { name: msg('sales.list.confirm') }));
    };

    await remove();
    expect(row('Manicure')).toBeFalsy();
    await user.click(await screen.findByRole('button', { name: msg('sales.list.undo') }));
    expect(row('Manicure')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(deletes).toEqual([]);

    await remove();
    expect(row('Manicure')).toBeFalsy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(deletes).toEqual(['txn_nov-manicure1']));
    await screen.findByText(msg('sales.list.deleted'));
    expect(store.some((record) => record.id === 'txn_nov-manicure1')).toBe(false);
    expect(row('Manicure')).toBeFalsy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SALES_TOAST_MS } from '@/domain/sales';
import { ManualSaleForm } from '@/features/sales/manual-entry/manual-sale-form';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { server } from '@mocks/node';
import { SALES_SHOP_ID, salesHandlers } from '../../../../stories/features/sales/sales-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

beforeEach(() => {
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => vi.unstubAllGlobals());

/** Types a whole value at once (user-event's key by key re-renders the big form for every key). */
const fill = (id: string, value: string) => {
  const input = field(id);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const field = (id: string) =>
  screen.getByLabelText(new RegExp(`^${msg(id).replace(/[()€]/g, '\\$&')}`));

async function renderForm() {
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ManualSaleForm shopId={SALES_SHOP_ID} />
    </CatalogSectionProvider>,
  );
  await screen.findByRole('button', { name: msg('sales.form.submit') });
  return utils;
}

/** Picks an option of a MUI select by its label. */
async function choose(
  user: Awaited<ReturnType<typeof renderForm>>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ManualSaleForm (spec 03 §2, §5)', () => {
  it('checks the fields with the server schema and offers only the methods the shop takes', async () => {
    server.use(...salesHandlers());
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: msg('sales.form.submit') }));
    expect(await screen.findByText(msg('sales.form.serviceNameRequired'))).toBeInTheDocument();
    expect(screen.getByText(msg('sales.form.categoryRequired'))).toBeInTheDocument();
    expect(screen.getByText(msg('sales.form.amountRequired'))).toBeInTheDocument();
    expect(screen.getByText(msg('sales.form.paymentMethodRequired'))).toBeInTheDocument();

    fill('sales.form.amount', '12.345');
    fill('sales.form.tip', '-1');
    await user.click(screen.getByRole('button', { name: msg('sales.form.submit') }));
    expect(await screen.findByText(msg('sales.form.amountCents'))).toBeInTheDocument();
    expect(screen.getByText(msg('sales.form.amountNegative'))).toBeInTheDocument();

    // the demo shop takes cash, cards and wallets: bank transfer and gift card are listed, not selectable
    await user.click(
      screen.getByRole('combobox', { name: new RegExp(`^${msg('sales.form.paymentMethod')}`) }),
    );
    const listbox = await screen.findByRole('listbox');
    const notTaken = (method: string) =>
      msg('sales.paymentMethod.notTaken', { method: msg(`sales.paymentMethod.${method}`) });
    expect(
      within(listbox).getByRole('option', { name: notTaken('bank_transfer') }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: notTaken('gift_card') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(listbox).getByRole('option', { name: msg('sales.paymentMethod.card') }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('shows the live total, sends the sale and says so for 3 seconds', async () => {
    const sent: unknown[] = [];
    // the recorder first: it looks at the request and lets the story's handler answer it
    server.use(
      http.post('/api/sales/transactions', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
      ...salesHandlers(),
    );
    const { user, store } = await renderForm();
    fill('sales.form.serviceName', 'Blow-dry');
    await choose(user, msg('sales.form.category'), msg('sales.category.hair'));
    fill('sales.form.amount', '30');
    fill('sales.form.tip', '2.5');
    fill('sales.form.discount', '5');
    fill('sales.form.tax', '1.1');
    // 30 + 2.50 + 1.10 − 5 = 28.60
    expect(screen.getByTestId('sale-total')).toHaveTextContent('€28.60');
    await choose(user, msg('sales.form.paymentMethod'), msg('sales.paymentMethod.cash'));
    await user.click(screen.getByRole('button', { name: msg('sales.form.submit') }));

    expect(
      await screen.findByText(msg('sales.form.added', { service: 'Blow-dry', total: '€28.60' })),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        shopId: SALES_SHOP_ID,
        serviceName: 'Blow-dry',
        category: 'hair',
        amount: 30,
        tip: 2.5,
        discount: 5,
        tax: 1.1,
        paymentMethod: 'cash',
        transactionDate: expect.stringMatching(/Z$/),
      }),
    ]);
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({ message: msg('sales.addSuccess'), durationMs: SALES_TOAST_MS }),
    ]);
    // the form starts afresh
    expect(field('sales.form.serviceName')).toHaveValue('');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('€0.00');
  });

  it('keeps the values and says the add failed when the server fails', async () => {
    server.use(...salesHandlers({ create: 'error' }));
    const { user, store } = await renderForm();
    fill('sales.form.serviceName', 'Blow-dry');
    await choose(user, msg('sales.form.category'), msg('sales.category.hair'));
    fill('sales.form.amount', '30');
    await choose(user, msg('sales.form.paymentMethod'), msg('sales.paymentMethod.card'));
    await user.click(screen.getByRole('button', { name: msg('sales.form.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg('sales.addFailed'));
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: msg('sales.addFailed'),
        durationMs: SALES_TOAST_MS,
      }),
    ]);
    expect(field('sales.form.serviceName')).toHaveValue('Blow-dry');
  });

  it("fills the customer's email and phone from one of the shop's customers", async () => {
    server.use(
      ...salesHandlers(),
      http.get('/api/shops/:id/customers', () =>
        HttpResponse.json({
          success: true,
          data: {
            items: [
              {
                id: 'u-1',
                name: 'Giulia Rossi',
                email: 'giulia@example.com',
                phone: '+39 333 000 1111',
                kind: 'account',
              },
            ],
          },
        }),
      ),
    );
    const { user } = await renderForm();
    fill('sales.form.customerName', 'Giu');
    await user.click(await screen.findByRole('option', { name: /Giulia Rossi/ }));
    expect(field('sales.form.customerName')).toHaveValue('Giulia Rossi');
    expect(field('sales.form.customerEmail')).toHaveValue('giulia@example.com');
    expect(field('sales.form.customerPhone')).toHaveValue('+39 333 000 1111');
  });
});

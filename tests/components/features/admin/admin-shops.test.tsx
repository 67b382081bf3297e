import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { currentLocation, renderApp, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import { failure } from '../../../../mocks/handlers/failure';
import { homeKeys } from '@/features/home/home-queries';
import { searchKeys } from '@/features/search/search-queries';

beforeEach(() => {
  resetProfileMockState();
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

async function openAdmin() {
  signIn('admin');
  const utils = await renderApp('/admin/shops');
  await screen.findByRole('heading', { name: 'Studio Luce Nails' });
  return utils;
}

describe('/admin/shops', () => {
  it('lists pending shops with owner details; Approve removes the row with a toast', async () => {
    const { user } = await openAdmin();
    expect(
      screen.getByRole('heading', { level: 1, name: msg('admin.shops.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText('sara@studioluce.example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Barberia Vecchia Milano' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: msg('admin.shops.approveNamed', { name: 'Studio Luce Nails' }),
      }),
    );
    expect(
      await screen.findByText(msg('admin.shops.approvedToast', { name: 'Studio Luce Nails' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Studio Luce Nails' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: msg('admin.shops.tab.approved') }));
    expect(await screen.findByRole('heading', { name: 'Studio Luce Nails' })).toBeInTheDocument();
  });

  it('an approval refreshes what this tab kept from the catalog (search, counts, featured shops)', async () => {
    const { user, queryClient } = await openAdmin();
    const kept = [searchKeys.businessTypeCounts(), homeKeys.featured({ limit: 12 })];
    for (const key of kept) queryClient.setQueryData(key, { kept: true });
    await user.click(
      screen.getByRole('button', {
        name: msg('admin.shops.approveNamed', { name: 'Studio Luce Nails' }),
      }),
    );
    await waitFor(() => {
      for (const key of kept)
        expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    });
  });

  it("names each shop's business type from the catalog, never by its id", async () => {
    await openAdmin();
    const card = screen.getByRole('article', { name: 'Studio Luce Nails' });
    expect(within(card).getByText(msg('businessType.nail_salon'))).toBeInTheDocument();
    expect(within(card).queryByText('nail_salon')).not.toBeInTheDocument();
    const barber = screen.getByRole('article', { name: 'Barberia Vecchia Milano' });
    expect(within(barber).getByText(msg('businessType.barbershop'))).toBeInTheDocument();
  });

  it('reject needs a reason of at least 5 characters', async () => {
    const { user } = await openAdmin();
    await user.click(
      screen.getByRole('button', {
        name: msg('admin.shops.rejectNamed', { name: 'Studio Luce Nails' }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: msg('admin.reject.confirm') });
    await user.click(confirm);
    expect(await within(dialog).findByText(msg('admin.reasonRequired'))).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', {
      name: new RegExp(msg('admin.reject.reason')),
    });
    await user.click(reason);
    await user.paste('bad');
    await user.click(confirm);
    expect(await within(dialog).findByText(msg('admin.reasonMinLength'))).toBeInTheDocument();
    await user.click(reason);
    await user.paste(' photos missing');
    await user.click(confirm);
    expect(
      await screen.findByText(msg('admin.shops.rejectedToast', { name: 'Studio Luce Nails' })),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Studio Luce Nails' })).not.toBeInTheDocument();
  });

  it('a 409 shows the server message and reloads the list', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/shops', () => {
        calls += 1;
        return undefined;
      }),
      http.post('/api/admin/shops/:id/approve', () => failure('SHOP_ALREADY_REVIEWED')),
    );
    const { user } = await openAdmin();
    expect(calls).toBe(1);
    await user.click(
      screen.getByRole('button', {
        name: msg('admin.shops.approveNamed', { name: 'Studio Luce Nails' }),
      }),
    );
    expect(await screen.findByText('This shop has already been reviewed')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows the empty and error states', async () => {
    server.use(
      http.get('/api/admin/shops', () =>
        HttpResponse.json({ success: true, data: { items: [], total: 0 } }),
      ),
    );
    signIn('admin');
    await renderApp('/admin/shops');
    expect(await screen.findByText(msg('admin.shops.empty.pending'))).toBeInTheDocument();
  });

  it('sends a customer who opens /admin/shops to /', async () => {
    signIn('customer');
    await renderApp('/admin/shops');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});

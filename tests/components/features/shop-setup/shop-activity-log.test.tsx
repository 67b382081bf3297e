import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { ShopActivityLog } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import {
  recordMockShopActivity,
  resetShopActivityMock,
} from '../../../../mocks/handlers/shop-admin/activity';
import { failure } from '../../../../mocks/handlers/failure';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const owner = { userId: 'user-demo-shop', role: 'shop', name: 'Marco Bianchi' };

beforeEach(() => {
  resetShopActivityMock();
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const inShopArea = (ui: React.ReactNode) =>
  renderWithProviders(<CatalogSectionProvider section="pages">{ui}</CatalogSectionProvider>);

describe('ShopActivityLog', () => {
  it('lists who changed what, newest first, in the shop time zone, and loads more', async () => {
    for (let i = 1; i <= 23; i += 1)
      recordMockShopActivity(SHOP, {
        actor: owner,
        section: 'services',
        action: 'service_updated',
        // 13:05 UTC on 1 June is 15:05 in Rome
        at: `2026-06-01T13:${String(i).padStart(2, '0')}:00Z`,
        changes: [{ field: `services.cut.price`, before: 20 + i, after: 30 + i }],
      });
    const { user } = await inShopArea(<ShopActivityLog shopId={SHOP} />);
    const list = await screen.findByRole('list', { name: msg('shopSetup.activity.listLabel') });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'));
    expect(entries).toHaveLength(20);
    expect(entries[0]).toHaveTextContent('Marco Bianchi');
    expect(entries[0]).toHaveTextContent('services.cut.price: 43 → 53');
    expect(entries[0]!.querySelector('time')).toHaveTextContent('15:23');
    await user.click(screen.getByRole('button', { name: msg('shopSetup.activity.loadMore') }));
    const oldest = await screen.findByText(
      (_, node) => node?.tagName === 'LI' && node.textContent === 'services.cut.price: 21 → 31',
    );
    expect(oldest).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: msg('shopSetup.activity.loadMore') })).toBeNull();
  });

  it('says so when nothing changed yet', async () => {
    await inShopArea(<ShopActivityLog shopId={SHOP} />);
    expect(await screen.findByText(msg('shopSetup.activity.emptyTitle'))).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get('/api/shops/:id/activity', () => failure('INTERNAL'), { once: true }));
    const { user } = await inShopArea(<ShopActivityLog shopId={SHOP} />);
    await user.click(await screen.findByRole('button', { name: msg('shopSetup.activity.retry') }));
    expect(await screen.findByText(msg('shopSetup.activity.emptyTitle'))).toBeInTheDocument();
  });
});

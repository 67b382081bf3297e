import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ShopSetupChecklist } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { renderWithProviders, signIn } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import {
  managedShopsStoryHandlers as managedShopsHandlers,
  storyShop as managedShop,
} from '../../../../stories/features/shop-owner/shop-area-story-data';

async function renderChecklist(shop: ReturnType<typeof managedShop>) {
  server.use(...managedShopsHandlers([shop]));
  signIn('shop');
  const onOpenTab = vi.fn();
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ShopSetupChecklist shopId={shop.id} onOpenTab={onOpenTab} />
    </CatalogSectionProvider>,
  );
  await screen.findByRole('heading', { name: msg('shopSetup.checklist.title') });
  return { ...utils, onOpenTab };
}

describe('ShopSetupChecklist', () => {
  it('a new shop: nothing done, every item has a button to the tab that completes it', async () => {
    const { user, onOpenTab } = await renderChecklist(managedShop({ done: 0 }));
    expect(
      screen.getByText(msg('shopSetup.checklist.progress', { done: 0, total: 4 })),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(msg('shopSetup.checklist.approved'))).toBeInTheDocument();
    const expected: [string, string][] = [
      ['shopSetup.checklist.action.services', 'settings-services'],
      ['shopSetup.checklist.action.hours', 'settings-hours'],
      ['shopSetup.checklist.action.address', 'settings-profile'],
      ['shopSetup.checklist.action.photo', 'settings-profile'],
    ];
    for (const [label, tab] of expected) {
      await user.click(screen.getByRole('button', { name: msg(label) }));
      expect(onOpenTab).toHaveBeenLastCalledWith(tab);
    }
  });

  it('a rejected shop says why', async () => {
    await renderChecklist(
      managedShop({ done: 3, approvalStatus: 'rejected', rejectionReason: 'No street number' }),
    );
    expect(
      screen.getByText(msg('shopSetup.checklist.rejected', { reason: 'No street number' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('a complete, approved shop is live', async () => {
    await renderChecklist(managedShop({ done: 4 }));
    expect(screen.getByText(msg('shopSetup.checklist.live'))).toBeInTheDocument();
  });
});

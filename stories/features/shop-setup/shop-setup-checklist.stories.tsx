import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { fn } from 'storybook/test';
import type { ManagedShop } from '@/domain/managed-shops';
import { ShopSetupChecklist } from '@/features/shop-setup/setup/shop-setup-checklist';
import { handlersByArea } from '@mocks/handlers/index';
import { managedShopsStoryHandlers, storyShop } from '../shop-owner/shop-area-story-data';
import { withStoryShell } from '../support/story-shell';

/** The setup checklist (Setup tab): progress, the four items with a button each, where approval stands. */
const meta = {
  title: 'Features/ShopSetup/ShopSetupChecklist',
  component: ShopSetupChecklist,
  decorators: [withStoryShell],
  args: { shopId: 'studio-uno', onOpenTab: fn() },
  parameters: { shell: { path: '/shop/personal#setup', role: 'shop' } },
} satisfies Meta<typeof ShopSetupChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const withShop = (shop: ManagedShop, mode?: 'ok' | 'loading' | 'error') => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopAdmin: [
        ...managedShopsStoryHandlers([shop], mode),
        ...(handlersByArea.shopAdmin as RequestHandler[]),
      ],
    },
  },
});

/** A newly approved shop with nothing set up. */
export const NothingDone: Story = { parameters: withShop(storyShop({ done: 0 })) };

export const TwoOfFour: Story = { parameters: withShop(storyShop({ done: 2 })) };

export const Pending: Story = {
  parameters: withShop(storyShop({ done: 1, approvalStatus: 'pending' })),
};

export const Rejected: Story = {
  parameters: withShop(
    storyShop({
      done: 3,
      approvalStatus: 'rejected',
      rejectionReason: 'The address could not be verified. Please add the street number.',
    }),
  ),
};

export const Complete: Story = { parameters: withShop(storyShop({ done: 4 })) };

export const Loading: Story = { parameters: withShop(storyShop(), 'loading') };

export const LoadError: Story = { parameters: withShop(storyShop(), 'error') };

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { ManagedShop } from '@/domain/managed-shops';
import { ShopPersonalPage } from '@/features/shop-owner/pages/shop-personal-page';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';
import { managedShopsStoryHandlers, storyShop } from './shop-area-story-data';

/**
 * /shop/personal: the shop area shell (sidebar, header, the open tab) around the settings editors, with the
 * standard mocks; the states below replace only the managed-shops answers.
 */
const meta = {
  title: 'Features/ShopOwner/ShopPersonalPage',
  component: ShopPersonalPage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { path: '/shop/personal', role: 'shop' } },
} satisfies Meta<typeof ShopPersonalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withShops = (shops: ManagedShop[], mode?: 'ok' | 'loading' | 'error') => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopAdmin: [
        ...managedShopsStoryHandlers(shops, mode),
        ...(handlersByArea.shopAdmin as RequestHandler[]),
      ],
    },
  },
});

/** The demo owner's shop, set up: settings and activity only, Profile open. */
export const Owner: Story = {};

/** Opened on a tab by its hash. */
export const HoursTab: Story = {
  parameters: { shell: { path: '/shop/personal#settings-hours', role: 'shop' } },
};

/** An approved shop with two of four setup items: Setup leads. */
export const SetupIncomplete: Story = { parameters: withShops([storyShop({ done: 2 })]) };

/** A new business waiting for approval. */
export const Pending: Story = {
  parameters: withShops([storyShop({ done: 0, approvalStatus: 'pending' })]),
};

/** Several shops: the header's switcher. */
export const SeveralShops: Story = {
  parameters: withShops([
    storyShop(),
    storyShop({ id: 'studio-due', name: 'Studio Due', city: 'Milano', done: 1 }),
  ]),
};

/** An admin, before choosing a shop. */
export const AdminPicksAShop: Story = {
  parameters: { shell: { path: '/shop/personal', role: 'admin' } },
};

/** An admin on a shop chosen in the URL. */
export const AdminOnAShop: Story = {
  parameters: { shell: { path: '/shop/personal?shop=salone-aurora-roma', role: 'admin' } },
};

/** An account with no shop. */
export const NoShops: Story = { parameters: withShops([]) };

export const Loading: Story = { parameters: withShops([storyShop()], 'loading') };

export const LoadError: Story = { parameters: withShops([storyShop()], 'error') };

/** Phone width: the navigation is a drawer opened from the header. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

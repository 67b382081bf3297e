import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { ShopProfileSettings } from '@/features/shop-setup';
import { handlersByArea } from '@mocks/handlers/index';
import { shopProfileHandlers } from '@mocks/handlers/shop-admin/profile';
import { withStoryShell } from '../support/story-shell';
import { emptyStoryProfile } from './shop-profile-fixtures';

const PROFILE = `/api/shops/${DEMO_OWNED_SHOP_ID}/profile`;

/** Settings › profile for the demo owner's shop, against the standard mocks (loads, saves, uploads in memory). */
const meta = {
  title: 'Features/ShopSetup/ShopProfileSettings',
  component: ShopProfileSettings,
  decorators: [withStoryShell],
  args: { shopId: DEMO_OWNED_SHOP_ID },
  parameters: { shell: { path: '/shop/personal', role: 'shop' } },
} satisfies Meta<typeof ShopProfileSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        shopAdmin: [
          http.get(PROFILE, async () => {
            await delay('infinite');
            return HttpResponse.json({ success: true, data: {} });
          }),
        ],
      },
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        shopAdmin: [
          http.get(PROFILE, () =>
            HttpResponse.json(
              {
                success: false,
                code: 'INTERNAL',
                message: 'Something went wrong. Please try again.',
              },
              { status: 500 },
            ),
          ),
        ],
      },
    },
  },
};

/** A new shop: empty form and no photos. */
export const EmptyShop: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        shopAdmin: [
          http.get(PROFILE, () =>
            HttpResponse.json({ success: true, data: { profile: emptyStoryProfile } }),
          ),
          ...shopProfileHandlers,
        ],
      },
    },
  },
};

/** Every save fails: the save bar shows the spec's 'Failed to update shop profile. Please try again.' */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        shopAdmin: [
          http.put(`/api/shops/${DEMO_OWNED_SHOP_ID}`, () =>
            HttpResponse.json(
              {
                success: false,
                code: 'INTERNAL',
                message: 'Something went wrong. Please try again.',
              },
              { status: 500 },
            ),
          ),
          ...shopProfileHandlers,
        ],
      },
    },
  },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppToasts } from '@/app/layout/app-toasts';
import { SessionBridge } from '@/features/auth';
import { ShopServicesSettings } from '@/features/shop-setup';
import { resetShopServicesMock } from '@mocks/handlers/shop-admin/services';
import { withStoryShell } from '../support/story-shell';
import {
  SERVICES_SHOP_ID,
  SERVICES_URL,
  STORY_SERVICES,
  answerFailure,
  answerForever,
  answerList,
  withServices,
} from './shop-services-story-fixtures';

/**
 * Settings › Services (spec 03 "Services"): the menu in the customers' order, enabled switches that act at
 * once, move up/down, add/edit in a dialog, delete or disable instead.
 */
const meta = {
  title: 'Features/ShopSetup/ShopServicesSettings',
  component: ShopServicesSettings,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2 }}>
        {/* the signed-in owner's token for the API client, as the app's providers give it */}
        <SessionBridge />
        <Story />
        <AppToasts />
      </Box>
    ),
    withStoryShell,
  ],
  args: { shopId: SERVICES_SHOP_ID },
  parameters: { shell: { path: '/shop/personal#services', role: 'shop' } },
  beforeEach: () => resetShopServicesMock({ [SERVICES_SHOP_ID]: STORY_SERVICES }),
} satisfies Meta<typeof ShopServicesSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  parameters: { msw: withServices(answerList([])) },
};

export const Loading: Story = {
  parameters: { msw: withServices(answerForever('get', SERVICES_URL)) },
};

export const LoadFailed: Story = {
  parameters: { msw: withServices(answerFailure('get', SERVICES_URL)) },
};

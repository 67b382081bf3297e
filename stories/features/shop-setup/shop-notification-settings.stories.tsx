import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopNotificationSettings } from '@/features/shop-setup';
import { SessionBridge } from '@/features/auth';
import { withStoryShell } from '../support/story-shell';
import {
  NOTIFICATIONS_URL,
  STORY_SHOP_ID,
  answerFailure,
  answerForever,
  withShopAdmin,
  clickWhenReady,
} from './shop-hours-story-fixtures';

/** Settings › Notifications (spec 03 §7 personal-area-settings): email, SMS, push and new bookings. */
const meta = {
  title: 'Features/ShopSetup/ShopNotificationSettings',
  component: ShopNotificationSettings,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 560 }}>
        {/* hands the API client the story's signed-in owner */}
        <SessionBridge />
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { shopId: STORY_SHOP_ID },
  parameters: { shell: { role: 'shop' } },
} satisfies Meta<typeof ShopNotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Turns SMS on and saves (the button is enabled once something changed). */
async function toggleAndSave(canvasElement: HTMLElement) {
  await clickWhenReady(canvasElement, 'label', /^sms$/i);
  await clickWhenReady(canvasElement, 'button', /save notifications|salva le notifiche/i);
}

export const Default: Story = {};

export const Loading: Story = {
  parameters: { msw: withShopAdmin(answerForever('get', NOTIFICATIONS_URL)) },
};

export const LoadFailed: Story = {
  parameters: { msw: withShopAdmin(answerFailure('get', NOTIFICATIONS_URL)) },
};

export const Saving: Story = {
  parameters: { msw: withShopAdmin(answerForever('put', NOTIFICATIONS_URL)) },
  play: async ({ canvasElement }) => toggleAndSave(canvasElement),
};

export const SaveFailed: Story = {
  parameters: { msw: withShopAdmin(answerFailure('put', NOTIFICATIONS_URL)) },
  play: async ({ canvasElement }) => toggleAndSave(canvasElement),
};

export const Saved: Story = {
  play: async ({ canvasElement }) => toggleAndSave(canvasElement),
};

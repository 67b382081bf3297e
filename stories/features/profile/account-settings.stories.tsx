import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_ACCOUNT_SETTINGS } from '@/domain/profile';
import { AccountSettingsPanel } from '@/features/profile/components/account-settings-panel';
import { withStoryShell } from '../support/story-shell';
import { failing } from './fixtures';

/** Account settings on /profile: each toggle saves at once; a failure reverts it with an error. */
const meta = {
  title: 'Features/Profile/AccountSettingsPanel',
  component: AccountSettingsPanel,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: {
    role: 'customer',
    settings: DEFAULT_ACCOUNT_SETTINGS,
    onUpdate: fn(async () => DEFAULT_ACCOUNT_SETTINGS),
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof AccountSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults, as a new account has them. */
export const Empty: Story = {};

/** A shop also gets the new-bookings toggle. */
export const Shop: Story = { args: { role: 'shop' } };

/** Every save fails: toggling reverts with settingsUpdateError. */
export const Invalid: Story = { args: { onUpdate: fn(failing) } };

export const Submitting: Story = {
  args: { initialPending: ['notifications.promotions', 'language'] },
};

export const Failed: Story = {
  args: { initialNotice: { severity: 'error', id: 'settingsUpdateError' } },
};

export const Success: Story = {
  args: { initialNotice: { severity: 'success', id: 'settingsUpdated' } },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteAccountSection } from '@/features/profile/components/delete-account-section';
import { withStoryShell } from '../support/story-shell';
import { failing } from './fixtures';

/** Delete account: a confirmation modal (Cancel, Escape or the backdrop close it). */
const meta = {
  title: 'Features/Profile/DeleteAccount',
  component: DeleteAccountSection,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onDelete: fn(async () => {}), onDeleted: fn() },
} satisfies Meta<typeof DeleteAccountSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Open: Story = { args: { initialOpen: true } };
/** Confirming with a server that fails: the modal closes and the error shows. */
export const Invalid: Story = { args: { initialOpen: true, onDelete: fn(failing) } };
export const Submitting: Story = { args: { initialOpen: true, initialDeleting: true } };
export const Failed: Story = {
  args: { initialNotice: { severity: 'error', id: 'deleteAccountError' } },
};
/** After success the page logs out and goes to '/': here the modal simply closes. */
export const Success: Story = { args: { initialOpen: false } };

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { withStoryShell } from '../support/story-shell';

/** Change password on /profile: show/hide, live checklist, the shared changePasswordFormSchema. */
const meta = {
  title: 'Features/Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A weak new password and a different confirmation: requirements and mismatch messages. */
export const Invalid: Story = {
  args: {
    initialValues: { currentPassword: '', newPassword: 'weak', confirmPassword: 'other' },
    initialTouched: true,
  },
};

export const Submitting: Story = {
  args: {
    initialValues: {
      currentPassword: 'Demo1234!',
      newPassword: 'Better1234',
      confirmPassword: 'Better1234',
    },
    initialSubmitting: true,
  },
};

export const Failed: Story = {
  args: {
    initialValues: {
      currentPassword: 'Wrong1234',
      newPassword: 'Better1234',
      confirmPassword: 'Better1234',
    },
    initialNotice: { severity: 'error', id: 'passwordChangeError' },
  },
};

export const Success: Story = {
  args: { initialNotice: { severity: 'success', id: 'passwordChangeSuccess' } },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { withStoryShell } from '../support/story-shell';

/** The new-password form of /reset-password: show/hide, live checklist, confirmation. */
const meta = {
  title: 'Features/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 480 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two of four requirements met so far. */
export const Typing: Story = { args: { initialValues: { password: 'secret' } } };

/** Touched: weak password and a confirmation that does not match. */
export const Invalid: Story = {
  args: {
    initialValues: { password: 'secret', confirmPassword: 'secrets' },
    initialTouched: { password: true, confirmPassword: true },
  },
};

/** Everything met: submit is enabled. */
export const Filled: Story = {
  args: { initialValues: { password: 'Secret123', confirmPassword: 'Secret123' } },
};

export const Submitting: Story = {
  args: { initialValues: { password: 'Secret123', confirmPassword: 'Secret123' }, busy: true },
};

function FailedForm(props: ComponentProps<typeof ResetPasswordForm>) {
  const intl = useIntl();
  return (
    <ResetPasswordForm {...props} initialError={intl.formatMessage({ id: 'auth.reset.failed' })} />
  );
}

export const Failed: Story = {
  args: { initialValues: { password: 'Secret123', confirmPassword: 'Secret123' } },
  render: (args) => <FailedForm {...args} />,
};

export const Success: Story = { args: { initialDone: true } };

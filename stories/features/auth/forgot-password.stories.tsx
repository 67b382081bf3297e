import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { withStoryShell } from '../support/story-shell';

/** The forgot-password form: idle → sending → sent (60 s resend countdown, then resend). */
const meta = {
  title: 'Features/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 480 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Touched with an invalid email: the message shows and submit is disabled. */
export const Invalid: Story = { args: { initialEmail: 'giulia@', initialTouched: true } };

export const Submitting: Story = { args: { initialEmail: 'giulia@example.com', busy: true } };

function FailedForm(props: ComponentProps<typeof ForgotPasswordForm>) {
  const intl = useIntl();
  return (
    <ForgotPasswordForm
      {...props}
      initialError={intl.formatMessage({ id: 'auth.forgot.failed' })}
    />
  );
}

export const Failed: Story = {
  args: { initialEmail: 'giulia@example.com' },
  render: (args) => <FailedForm {...args} />,
};

/** Sent: the confirmation with the resend countdown running. */
export const Sent: Story = { args: { initialSentTo: 'giulia@example.com', initialCountdown: 42 } };

/** The countdown is over: the link can be sent again. */
export const ResendReady: Story = {
  args: { initialSentTo: 'giulia@example.com', initialCountdown: 0 },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '@/app/routes';
import { withStoryShell } from '../support/story-shell';
import { failing, pendingForever, withAuth } from './handlers';

/**
 * /register, /forgot-password and /reset-password inside the app (header, guard, footer), against the
 * standard mocks: the reset token 'valid-reset-token' is valid, any other is not.
 */
const meta = {
  title: 'Features/Auth/AuthPages',
  component: AppRoutes,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Register: Story = { parameters: { shell: { path: '/register' } } };

export const ForgotPassword: Story = { parameters: { shell: { path: '/forgot-password' } } };

/** A valid link: the new-password form with its checklist. */
export const ResetPasswordValid: Story = {
  parameters: { shell: { path: '/reset-password?token=valid-reset-token' } },
};

/** An invalid or expired link: the message and a link to request a new one. */
export const ResetPasswordInvalidLink: Story = {
  parameters: { shell: { path: '/reset-password?token=expired-token' } },
};

/** No token at all: the same invalid-link message, without asking the server. */
export const ResetPasswordMissingToken: Story = {
  parameters: { shell: { path: '/reset-password' } },
};

/** Checking the link. */
export const ResetPasswordChecking: Story = {
  parameters: {
    shell: { path: '/reset-password?token=valid-reset-token' },
    msw: withAuth(pendingForever('post', '/api/auth/reset-password/verify')),
  },
};

/** The check itself failed (server error): retry. */
export const ResetPasswordCheckFailed: Story = {
  parameters: {
    shell: { path: '/reset-password?token=valid-reset-token' },
    msw: withAuth(failing('post', '/api/auth/reset-password/verify', 500, 'Something went wrong')),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from '@/features/auth/pages/login-page';
import { withStoryShell } from '../support/story-shell';

/** /login: form, forgot-password link, social sign-in (not set up here), test accounts, register link. */
const meta = {
  title: 'Features/Auth/LoginPage',
  component: LoginPage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent here from a protected page: the subtitle says the user will return. */
export const WithReturnTo: Story = {
  parameters: { shell: { path: '/login?returnTo=%2Fprofile' } },
};

/** Sent here from the booking page. */
export const FromBooking: Story = {
  parameters: { shell: { path: '/login?returnTo=%2Fbooking%2Fsalone-aurora-roma&action=booking' } },
};

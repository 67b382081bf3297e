import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, waitFor } from 'storybook/test';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import type { SocialProviders } from '@/features/auth/social-providers';
import { withStoryShell } from '../support/story-shell';
import { pendingForever, socialConfig, withAuth } from './handlers';

/** Stand-ins for the Google / Facebook scripts: no script is loaded in stories. */
const cancelled: SocialProviders = { load: async () => {}, token: async () => null };
const waiting: SocialProviders = { load: async () => {}, token: () => new Promise(() => {}) };

const bothSetUp = socialConfig({
  google: { clientId: 'story-client.apps.googleusercontent.com' },
  facebook: { appId: '1234567890' },
});

/** Google / Facebook sign-in (src/features/auth/components/social-sign-in.tsx). */
const meta = {
  title: 'Features/Auth/SocialSignIn',
  component: SocialSignIn,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 480 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { providers: cancelled, onSignedIn: fn() },
} satisfies Meta<typeof SocialSignIn>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No provider is set up on the server (the default): both buttons are disabled and say why. */
export const NotConfigured: Story = {};

/** Asking the server which providers are set up. */
export const Loading: Story = {
  parameters: { msw: withAuth(pendingForever('get', '/api/auth/social/config')) },
};

/** Both providers set up: the buttons are enabled. */
export const Configured: Story = { parameters: { msw: withAuth(bothSetUp) } };

/** Only Google is set up: the Facebook button explains it is not. */
export const GoogleOnly: Story = {
  parameters: {
    msw: withAuth(
      socialConfig({
        google: { clientId: 'story-client.apps.googleusercontent.com' },
        facebook: null,
      }),
    ),
  },
};

/** Signing in with Google: waiting for the provider. */
export const Submitting: Story = {
  args: { providers: waiting },
  parameters: { msw: withAuth(bothSetUp) },
  play: async ({ canvasElement }) => {
    const google = () =>
      canvasElement.querySelector<HTMLButtonElement>('button[aria-label*="Google"]:not(:disabled)');
    await waitFor(() => {
      if (!google()) throw new Error('waiting for the Google button');
    });
    google()?.click();
  },
};

/** The sign-in failed: the message is shown above the buttons. */
export const Failed: Story = {
  args: { initialError: 'Social login failed. Please try again.' },
  parameters: { msw: withAuth(bothSetUp) },
};

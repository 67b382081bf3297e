import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

/** /profile with the standard mocks: three tabs over the signed-in user's profile. */
const meta = {
  title: 'Features/Profile/ProfilePage',
  component: ProfilePage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { path: '/profile', role: 'customer' } },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};
export const Shop: Story = { parameters: { shell: { path: '/profile', role: 'shop' } } };
export const PasswordTab: Story = { args: { initialTab: 'password' } };
export const SettingsTab: Story = { args: { initialTab: 'settings' } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        profile: [
          http.get('/api/users/profile', async () => {
            await delay('infinite');
            return HttpResponse.json({ success: true, data: {} });
          }),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        profile: [
          http.get('/api/users/profile', () =>
            HttpResponse.json(
              { success: false, message: 'Failed to fetch profile' },
              { status: 500 },
            ),
          ),
        ],
      },
    },
  },
};

/** A customer whose preferences and medical info fail to load: the personal tab says which, with a retry. */
export const CareLoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        customerPreferences: [
          http.get('/api/customer/preferences', () =>
            HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
          ),
          http.get('/api/customer/medical-info', () =>
            HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
          ),
        ],
      },
    },
  },
};

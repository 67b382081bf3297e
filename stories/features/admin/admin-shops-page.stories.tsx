import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AdminShopsPage } from '@/features/admin/pages/admin-shops-page';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

/** /admin/shops (admin only): the review queue of new businesses, with the standard mocks. */
const meta = {
  title: 'Features/Admin/AdminShopsPage',
  component: AdminShopsPage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { path: '/admin/shops', role: 'admin' } },
} satisfies Meta<typeof AdminShopsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        admin: [
          http.get('/api/admin/shops', () =>
            HttpResponse.json({ success: true, data: { items: [], total: 0 } }),
          ),
        ],
      },
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        admin: [
          http.get('/api/admin/shops', async () => {
            await delay('infinite');
            return HttpResponse.json({ success: true, data: { items: [], total: 0 } });
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
        admin: [
          http.get('/api/admin/shops', () =>
            HttpResponse.json({ success: false, message: 'Failed to load shops' }, { status: 500 }),
          ),
        ],
      },
    },
  },
};

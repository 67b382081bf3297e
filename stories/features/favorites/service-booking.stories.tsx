import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ServiceBookingPage } from '@/features/favorites/pages/service-booking-page';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

/** The page under its route, so it reads the service id from the address. */
function AtRoute() {
  return (
    <Routes>
      <Route path="/booking/service/:serviceId" element={<ServiceBookingPage />} />
    </Routes>
  );
}

function handlers(mode: 'loading' | 'error') {
  return {
    ...handlersByArea,
    favoriteServices: [
      http.get('/api/services/:serviceId', async () => {
        if (mode === 'loading') await delay('infinite');
        return HttpResponse.json(
          { success: false, code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
          { status: 500 },
        );
      }),
    ],
  };
}

/** /booking/service/{id} (issue 17): on to the shop's booking page, or a clear not-found state. */
const meta = {
  title: 'Features/Favorites/ServiceBookingPage',
  component: AtRoute,
  decorators: [withStoryShell],
  parameters: { shell: { role: 'customer', path: '/booking/service/no-such-shop--haircut' } },
} satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An id naming no public service. */
export const NotFound: Story = {};
export const Loading: Story = {
  parameters: {
    shell: { role: 'customer', path: '/booking/service/salone-aurora--taglio' },
    msw: { handlers: handlers('loading') },
  },
};
/** The server could not answer: retry. */
export const Failed: Story = {
  parameters: {
    shell: { role: 'customer', path: '/booking/service/salone-aurora--taglio' },
    msw: { handlers: handlers('error') },
  },
};

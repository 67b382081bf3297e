import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileBottomNav } from '@/app/layout/mobile-bottom-nav';
import { withStoryShell } from '../support/story-shell';

/** Mobile bottom navigation (under 768 px in the app); hides after scrolling down 100 px, returns on scroll up. */
const meta = {
  title: 'Features/App/MobileBottomNav',
  component: MobileBottomNav,
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 160 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  parameters: { layout: 'fullscreen', shell: { path: '/search' } },
} satisfies Meta<typeof MobileBottomNav>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

/** A signed-in customer: the bookings item carries their number of upcoming bookings (the mocks' two). */
export const CustomerBookingsBadge: StoryObj<typeof meta> = {
  parameters: { shell: { path: '/search', role: 'customer' } },
};

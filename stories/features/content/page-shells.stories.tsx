import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingPage } from '@/features/booking/pages/booking-page';
import { CustomerDashboardPage } from '@/features/customer-dashboard/pages/customer-dashboard-page';
import { ContentPage } from '@/features/content/pages/content-page';
import { NotFoundPage } from '@/features/content/pages/not-found-page';
import { SearchPage } from '@/features/search/pages/search-page';
import { ShopPersonalPage } from '@/features/shop-owner/pages/shop-personal-page';
import { ResponsiveDemoPage } from '@/features/demo/pages/responsive-demo-page';
import { withStoryShell } from '../support/story-shell';

/** Page shells: heading, what the page is for, content, and links onward (src/lib/ui/page-shell.tsx). */
const meta = {
  title: 'Features/Content/Page shells',
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const About: Story = { render: () => <ContentPage page="about" /> };

/** The cookies page lists exactly what the app keeps in the browser. */
export const Cookies: Story = { render: () => <ContentPage page="cookies" /> };

export const Services: Story = { render: () => <ContentPage page="services" /> };

export const Loyalty: Story = { render: () => <ContentPage page="loyalty" /> };

export const Search: Story = {
  parameters: { shell: { path: '/search?category=spa&location=Downtown&filters=openNow,nearby' } },
  render: () => <SearchPage />,
};

export const Booking: Story = {
  parameters: { shell: { path: '/booking/salone-aurora-roma' } },
  render: () => <BookingPage />,
};

export const CustomerDashboard: Story = {
  parameters: { shell: { path: '/customer/dashboard', role: 'customer' } },
  render: () => <CustomerDashboardPage />,
};

export const ShopArea: Story = {
  parameters: { shell: { path: '/shop/personal', role: 'shop' } },
  render: () => <ShopPersonalPage />,
};

export const NotFound: Story = {
  parameters: { shell: { path: '/no/such/page' } },
  render: () => <NotFoundPage />,
};

export const ResponsiveDemo: Story = { render: () => <ResponsiveDemoPage /> };

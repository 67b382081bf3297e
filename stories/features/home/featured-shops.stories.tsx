import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeaturedShopsSection } from '@/features/home/components/featured-shops-section';
import { featuredEmpty, featuredError, featuredLoading } from '../support/handlers';
import { withStoryShell } from '../support/story-shell';

/**
 * Featured shops from GET /api/shops/featured (MSW in Storybook): filter tabs all / hair / spa / barber /
 * nails / nearby (nearby asks for the device position and keeps shops within 2 km).
 */
const meta = {
  title: 'Features/Home/FeaturedShops',
  component: FeaturedShopsSection,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeaturedShopsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Six skeleton cards while the request is pending. */
export const Loading: Story = { parameters: { msw: { handlers: featuredLoading } } };

/** The request failed: an error state with retry. */
export const Failed: Story = { parameters: { msw: { handlers: featuredError } } };

/** No shops for the filters: an empty state with view-all. */
export const Empty: Story = { parameters: { msw: { handlers: featuredEmpty } } };

/** Signed in: the favourite button explains favourites are not saved yet instead of asking to log in. */
export const SignedIn: Story = { parameters: { shell: { role: 'customer' } } };

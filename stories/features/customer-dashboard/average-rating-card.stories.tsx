import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AverageRatingCard } from '@/features/customer-dashboard/components/average-rating-card';
import { useCurrentUser } from '@/features/auth';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

/** The signed-in customer's card, as the overview shows it. */
function Card() {
  const user = useCurrentUser();
  return user ? <AverageRatingCard userId={user.id} /> : null;
}

const statsAnswering = (answer: () => Promise<Response>) => ({
  msw: {
    handlers: {
      ...dashboardHandlers(),
      customerHistory: [
        http.get('/api/customer/stats', answer),
        ...(handlersByArea.customerHistory ?? []),
      ],
    },
  },
});

/** A year's figures with the stars the story needs (the mocks keep no reviews of customers). */
const rated = (averageRating: number | null, ratingsCount: number) =>
  statsAnswering(() =>
    Promise.resolve(
      HttpResponse.json({
        success: true,
        // what the card reads of GET /api/customer/stats?period=1Y
        data: {
          period: '1Y',
          range: { from: '2025-11-29', to: '2026-11-28' },
          averageRating,
          ratingsCount,
        },
      }),
    ),
  );

/**
 * The overview's "Average rating given" (spec 02 §2.5 stat cards; issue 17): the stars the customer gave their
 * visits of the last year in reviews, and how many reviews it is made of.
 */
const meta = {
  title: 'Features/CustomerDashboard/AverageRatingCard',
  component: Card,
  decorators: [withStoryShell],
  parameters: { shell: { role: 'customer', path: '/customer/dashboard' }, ...rated(4.3, 9) },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** No review in the last year: no figure, and why. */
export const NoReviews: Story = { parameters: rated(null, 0) };

export const Loading: Story = {
  parameters: statsAnswering(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};

export const Failed: Story = {
  parameters: statsAnswering(() =>
    Promise.resolve(
      HttpResponse.json({ success: false, message: 'Failed to fetch stats' }, { status: 500 }),
    ),
  ),
};

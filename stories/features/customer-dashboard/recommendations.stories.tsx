import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { Recommendation } from '@/domain/recommendations';
import { RecommendationsSection } from '@/features/customer-dashboard/recommendations/recommendations-section';
import { useCurrentUser } from '@/features/auth';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

/** The signed-in customer's recommendations, as the overview shows them. */
function Recommendations() {
  const user = useCurrentUser();
  return user ? <RecommendationsSection userId={user.id} /> : null;
}

const shop = (id: string, name: string, businessType: string, rating: number) => ({
  id,
  name,
  businessType,
  city: 'Roma',
  rating,
  reviewCount: rating ? 24 : 0,
  photo: null,
});

const FILLED: Recommendation[] = [
  {
    id: 'shop:story-spa',
    kind: 'shop',
    shop: shop('story-spa', 'Terme di Trastevere', 'spa', 4.6),
    service: null,
    distanceKm: 1.2,
    score: 6.1,
    reason: {
      id: 'customerDashboard.recommendations.reason.ratedShop',
      values: { shopName: 'Salone Aurora' },
    },
  },
  {
    id: 'service:story-nails--gel',
    kind: 'service',
    shop: shop('story-nails', 'Nail Lab Prati', 'nail_salon', 0),
    service: {
      id: 'story-nails--gel',
      name: 'Gel manicure',
      category: 'nails',
      price: 35,
      duration: 45,
    },
    distanceKm: 3.4,
    score: 4.2,
    reason: {
      id: 'customerDashboard.recommendations.reason.bookedService',
      values: { serviceName: 'Classic manicure' },
    },
  },
  {
    id: 'shop:story-barber',
    kind: 'shop',
    shop: shop(
      'story-barber',
      'Barberia Monti, the long-named corner shop by the market',
      'barbershop',
      4.1,
    ),
    service: null,
    distanceKm: 7.8,
    score: 3.3,
    reason: {
      id: 'customerDashboard.recommendations.reason.bookedShop',
      values: { shopName: 'Barberia del Corso' },
    },
  },
];

const answering = (answer: () => Promise<Response>) => ({
  msw: {
    handlers: {
      ...dashboardHandlers(),
      customerPreferences: [
        http.get('/api/customer/recommendations', answer),
        http.patch('/api/customer/recommendations/:id/dismiss', ({ params }) =>
          HttpResponse.json({ success: true, data: { id: String(params.id), dismissed: true } }),
        ),
        ...(handlersByArea.customerPreferences ?? []),
      ],
    },
  },
});

/**
 * The overview's recommendations (spec 02 §7; issue 17): places and services like the ones the customer books
 * and rates highly, near where they book, each with its reason, Book and Not interested.
 */
const meta = {
  title: 'Features/CustomerDashboard/Recommendations',
  component: Recommendations,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard' },
    ...answering(() =>
      Promise.resolve(HttpResponse.json({ success: true, data: { recommendations: FILLED } })),
    ),
  },
} satisfies Meta<typeof Recommendations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shop, a service at a shop without reviews yet, and a long name. */
export const Filled: Story = {};

export const Loading: Story = {
  parameters: answering(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};

/** Nothing to recommend yet: an invitation to book. */
export const Empty: Story = {
  parameters: answering(() =>
    Promise.resolve(HttpResponse.json({ success: true, data: { recommendations: [] } })),
  ),
};

/** 'Failed to fetch recommendations', with Try again. */
export const Failed: Story = {
  parameters: answering(() =>
    Promise.resolve(
      HttpResponse.json(
        { success: false, message: 'Failed to fetch recommendations' },
        { status: 500 },
      ),
    ),
  ),
};

/** The seeded mocks' own recommendations (the same rules as the server) for the demo customer. */
export const FromMocks: Story = { parameters: { msw: { handlers: dashboardHandlers() } } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

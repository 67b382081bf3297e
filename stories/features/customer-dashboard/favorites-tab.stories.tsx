import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { Favorite } from '@/domain/favorites';
import type { FavoriteService } from '@/domain/favorite-services';
import { useCurrentUser } from '@/features/auth';
import { FavoritesTab } from '@/features/customer-dashboard/favorites/favorites-tab';
import { shopCatalogue } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

const NOW = new Date('2025-06-15T10:00:00.000Z');

/** The signed-in customer's favourites tab. */
function Favorites() {
  const user = useCurrentUser();
  return user ? <FavoritesTab userId={user.id} now={NOW} /> : null;
}

const shops = shopCatalogue();
/** 8 shops (2 behind "show more"), and 10 services (2 behind it), some added in the last month. */
const favoriteShops: Favorite[] = shops.slice(0, 8).map((shop, i) => ({
  id: shop.id,
  shopId: shop.id,
  shop,
  addedAt: new Date(NOW.getTime() - (i * 9 + 1) * 86_400_000).toISOString(),
  lastVisited: null,
  notes: i === 0 ? 'Ask for Giulia' : '',
}));
const favoriteServices: FavoriteService[] = shops
  .flatMap((shop) => shop.services.slice(0, 2).map((service) => ({ shop, service })))
  .slice(0, 10)
  .map(({ shop, service }, i) => ({
    id: service.id,
    serviceId: service.id,
    shopId: shop.id,
    service,
    shop,
    addedAt: new Date(NOW.getTime() - (i * 7 + 2) * 86_400_000).toISOString(),
    notes: i === 1 ? 'Before the summer' : '',
  }));

type Mode = 'filled' | 'empty' | 'loading' | 'error';
const failure = () =>
  HttpResponse.json({ success: false, message: 'Failed to fetch favorites' }, { status: 500 });

function handlers(shopMode: Mode, serviceMode: Mode = shopMode) {
  return {
    ...handlersByArea,
    favorites: [
      http.get('/api/customer/favorites', async () => {
        if (shopMode === 'loading') await delay('infinite');
        if (shopMode === 'error') return failure();
        return HttpResponse.json({
          success: true,
          data: { favorites: shopMode === 'filled' ? favoriteShops : [] },
        });
      }),
    ],
    favoriteServices: [
      http.get('/api/customer/favorite-services', async () => {
        if (serviceMode === 'loading') await delay('infinite');
        if (serviceMode === 'error') return failure();
        return HttpResponse.json({
          success: true,
          data: { services: serviceMode === 'filled' ? favoriteServices : [] },
        });
      }),
    ],
  };
}

/** The customer dashboard's favourites tab (spec 02 §2.5, issue 17). */
const meta = {
  title: 'Features/CustomerDashboard/FavoritesTab',
  component: Favorites,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard#favorites' },
    msw: { handlers: handlers('filled') },
  },
} satisfies Meta<typeof Favorites>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: handlers('loading') } } };
export const Empty: Story = { parameters: { msw: { handlers: handlers('empty') } } };
export const Failed: Story = { parameters: { msw: { handlers: handlers('error') } } };
/** Only services: the shops section is not shown. */
export const ServicesOnly: Story = {
  parameters: { msw: { handlers: handlers('empty', 'filled') } },
};
/** The services failed to load: the shops still show, with the services' error and retry. */
export const ServicesFailed: Story = {
  parameters: { msw: { handlers: handlers('filled', 'error') } },
};

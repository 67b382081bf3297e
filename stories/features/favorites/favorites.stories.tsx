import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { FavoritesPage } from '@/features/favorites/pages/favorites-page';
import { FavoriteSignInDialog } from '@/features/favorites';
import { signInOfferAtom } from '@/features/favorites/atoms';
import type { Favorite } from '@/domain/favorites';
import { shopCatalogue } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

const favorites: Favorite[] = shopCatalogue()
  .slice(0, 3)
  .map((shop, i) => ({
    id: shop.id,
    shopId: shop.id,
    shop,
    addedAt: `2025-0${i + 3}-01T10:00:00.000Z`,
    lastVisited: null,
    notes: i === 0 ? 'Ask for Giulia' : '',
  }));

function favoritesHandlers(mode: 'list' | 'empty' | 'loading' | 'error') {
  return {
    ...handlersByArea,
    favorites: [
      http.get('/api/customer/favorites', async () => {
        if (mode === 'loading') await delay('infinite');
        if (mode === 'error')
          return HttpResponse.json(
            { success: false, message: 'Failed to fetch favorites' },
            { status: 500 },
          );
        return HttpResponse.json({
          success: true,
          data: { favorites: mode === 'list' ? favorites : [] },
        });
      }),
    ],
  };
}

/** /favorites (spec 02 §7): the customer's favourite shops with notes. */
const meta = {
  title: 'Features/Favorites/FavoritesPage',
  component: FavoritesPage,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/favorites' },
    msw: { handlers: favoritesHandlers('list') },
  },
} satisfies Meta<typeof FavoritesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: favoritesHandlers('loading') } } };
export const Empty: Story = { parameters: { msw: { handlers: favoritesHandlers('empty') } } };
export const Failed: Story = { parameters: { msw: { handlers: favoritesHandlers('error') } } };
export const ShopOwner: Story = { parameters: { shell: { role: 'shop', path: '/favorites' } } };

function OpenSignInOffer() {
  const offer = useSetAtom(signInOfferAtom);
  useEffect(() => offer({ id: favorites[0]!.shopId, name: favorites[0]!.shop!.name }), [offer]);
  return <FavoriteSignInDialog />;
}
/** A guest tapped a heart: the sign-in offer. */
export const GuestSignInOffer: Story = {
  parameters: { shell: { role: null, path: '/search' } },
  render: () => <OpenSignInOffer />,
};

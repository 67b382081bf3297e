import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FavoriteShopCard, type FavoriteShopCardProps } from '@design-system/components';
import { useFavoriteShopCardLabels } from '@/lib/ui/shop-details-labels';
import { shopCatalogue } from '@mocks/data/shops';

function LocalizedFavoriteShopCard(props: Omit<FavoriteShopCardProps, 'labels'>) {
  return <FavoriteShopCard {...props} labels={useFavoriteShopCardLabels()} />;
}

const shop = shopCatalogue()[0]!;

const meta = {
  title: 'Design System/FavoriteShopCard',
  component: LocalizedFavoriteShopCard,
  args: {
    favorite: {
      shopId: shop.id,
      addedAt: '2025-05-01T10:00:00.000Z',
      notes: 'Ask for Giulia',
      shop,
    },
    notesMax: 500,
    detailsHref: `/search?shop=${shop.id}`,
    bookHref: `/booking/${shop.id}`,
    onRemove: fn(),
    onSaveNotes: fn(() => Promise.resolve(true)),
  },
} satisfies Meta<typeof LocalizedFavoriteShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoNotes: Story = {
  args: { favorite: { shopId: shop.id, addedAt: '2025-05-01T10:00:00.000Z', notes: '', shop } },
};
/** The shop is no longer listed: only remove and notes remain. */
export const Unlisted: Story = {
  args: {
    favorite: { shopId: 'closed-shop', addedAt: '2025-05-01T10:00:00.000Z', notes: '', shop: null },
  },
};

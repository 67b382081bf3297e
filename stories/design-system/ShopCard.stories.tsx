// The card's service chips and feature tags come from ShopCardTags; these stories cover them too.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { ShopCard, type ShopCardProps } from '@design-system/components';
import { bookHref, shopHref } from '@/domain/links';
import { barberShop, baseShop, spaShop } from './support/fixtures';
import { useShopCardLabels, useT } from './support/labels';

// The app hands the card its links; the stories give it the app's.
type Props = Omit<ShopCardProps, 'labels' | 'hoursText' | 'bookHref' | 'detailsHref'> & {
  hours?: 'today' | 'closedToday' | 'next' | 'none';
};

function LocalizedShopCard({ hours = 'today', shop, onToggleFavorite, ...rest }: Props) {
  const t = useT();
  const [favorite, setFavorite] = useState(Boolean(shop.isFavorite));
  const hoursText =
    hours === 'today'
      ? t('shopCard.todayHours', { hours: '09:00–13:00, 15:00–19:30' })
      : hours === 'closedToday'
        ? t('shopCard.closedToday')
        : hours === 'next'
          ? t('shopCard.nextAvailable', { time: '10:30' })
          : null;
  return (
    <Box sx={{ maxWidth: 360 }}>
      <ShopCard
        {...rest}
        bookHref={bookHref(shop.id)}
        detailsHref={shopHref(shop.id)}
        shop={{ ...shop, isFavorite: favorite }}
        hoursText={hoursText}
        labels={useShopCardLabels()}
        onToggleFavorite={
          onToggleFavorite
            ? (id, next) => {
                setFavorite(next);
                onToggleFavorite(id, next);
              }
            : undefined
        }
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/ShopCard',
  component: LocalizedShopCard,
  args: { shop: baseShop, onToggleFavorite: fn(), onNavigate: fn() },
  argTypes: {
    hours: { control: 'inline-radio', options: ['today', 'closedToday', 'next', 'none'] },
  },
} satisfies Meta<typeof LocalizedShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { shop: { ...baseShop, status: 'open' } } };
export const Closed: Story = { args: { shop: barberShop, hours: 'next' } };
export const Busy: Story = { args: { shop: spaShop } };
export const Unknown: Story = { args: { shop: { ...baseShop, status: null }, hours: 'none' } };
export const NoImage: Story = { args: { shop: { ...spaShop, photos: [] } } };
export const BrokenImage: Story = {
  args: { shop: { ...baseShop, photos: ['data:image/png;base64,broken'] } },
};
export const Favourite: Story = { args: { shop: { ...baseShop, isFavorite: true } } };
export const FavouritePending: Story = {
  args: { shop: { ...baseShop, isFavorite: true }, favoritePending: true },
};
export const ManyServices: Story = {
  args: {
    shop: {
      ...baseShop,
      services: Array.from({ length: 12 }, (_, i) => ({
        id: `svc-${i}`,
        name:
          ['Cut & finish', 'Colour', 'Balayage', 'Gloss', 'Blow-dry', 'Updo'][i % 6] ?? 'Service',
      })),
      features: {
        onlineBooking: true,
        instantBooking: true,
        wheelchairAccessible: true,
        parking: true,
        wifi: true,
        creditCards: true,
        walkInsWelcome: true,
      },
    },
  },
};
export const SparseData: Story = {
  args: {
    shop: {
      id: 'shop-sparse',
      name: 'Studio Nuovo',
      businessType: 'nail_salon',
      location: { address: 'Via Roma 1' },
    },
    hours: 'none',
    onToggleFavorite: undefined,
  },
};
export const Grid: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
    >
      {[baseShop, spaShop, barberShop].map((shop) => (
        <LocalizedShopCard key={shop.id} {...args} shop={shop} />
      ))}
    </Box>
  ),
};

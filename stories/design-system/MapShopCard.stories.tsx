import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MapShopCard, type MapShopCardProps } from '@design-system/components';
import { useMapShopCardLabels } from '@/lib/ui/shop-details-labels';
import { shopCatalogue } from '@mocks/data/shops';

function LocalizedMapShopCard(props: Omit<MapShopCardProps, 'labels'>) {
  return <MapShopCard {...props} labels={useMapShopCardLabels()} />;
}

const shop = { ...shopCatalogue()[0]!, distance: 1.26 };

const meta = {
  title: 'Design System/MapShopCard',
  component: LocalizedMapShopCard,
  args: { shop, onViewDetails: fn(), onBookNow: fn(), onClose: fn() },
} satisfies Meta<typeof LocalizedMapShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoReviewsNoPhoto: Story = {
  args: { shop: { ...shop, photos: [], reviewCount: 0, rating: 0, distance: null } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopRating } from '@design-system/components/RatingStars/ShopRating';
import { useShopResultCardLabels } from '@/lib/ui/search-labels';

function LocalizedShopRating(props: { rating: number; reviewCount: number; compact?: boolean }) {
  return <ShopRating {...props} labels={useShopResultCardLabels()} />;
}

/** A shop's stars and review count, or 'N/A' before the first review (result card, map card, details header). */
const meta = {
  title: 'Design System/ShopRating',
  component: LocalizedShopRating,
  args: { rating: 4.6, reviewCount: 128 },
} satisfies Meta<typeof LocalizedShopRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
export const NoReviewsYet: Story = { args: { rating: 0, reviewCount: 0 } };

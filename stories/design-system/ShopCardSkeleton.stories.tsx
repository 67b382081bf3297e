import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { FEATURED_SKELETON_COUNT } from '@/domain/constants';
import { ShopCardSkeleton } from '@design-system/components';
import { useT } from './support/labels';

function LocalizedShopCardSkeleton({ count = 1 }: { count?: number }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns:
          count > 1 ? 'repeat(auto-fill, minmax(280px, 1fr))' : 'minmax(0, 360px)',
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <ShopCardSkeleton key={i} label={i === 0 ? t('shopCard.loading') : undefined} />
      ))}
    </Box>
  );
}

const meta = {
  title: 'Design System/ShopCardSkeleton',
  component: LocalizedShopCardSkeleton,
} satisfies Meta<typeof LocalizedShopCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeaturedGrid: Story = { args: { count: FEATURED_SKELETON_COUNT } };

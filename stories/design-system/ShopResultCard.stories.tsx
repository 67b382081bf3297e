import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { closedWeek } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';
import { ShopResultCard } from '@design-system/components';
import { useShopResultCardLabels } from '@/lib/ui/search-labels';
import { shopCatalogue } from '@mocks/data/shops';

const full = { ...shopCatalogue()[0]!, status: 'open' as const, distance: 1.4 };

function Harness({ shop, hoursText }: { shop: Shop; hoursText: string | null }) {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <ShopResultCard
        shop={shop}
        hoursText={hoursText}
        labels={useShopResultCardLabels()}
        isFavorite={false}
        onToggleFavorite={fn()}
        onViewDetails={fn()}
        onBookNow={fn()}
      />
    </Box>
  );
}

/** A search result (spec 02 §2.1) with the spec's fallbacks for missing values. */
const meta = {
  title: 'Design System/ShopResultCard',
  component: Harness,
  args: { shop: full, hoursText: 'Open until 19:00' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoPhoto: Story = { args: { shop: { ...full, photos: [] } } };
/** The photo fails to load and is hidden. */
export const PhotoError: Story = { args: { shop: { ...full, photos: ['/missing-photo.jpg'] } } };
export const MissingDetails: Story = {
  args: {
    hoursText: null,
    shop: {
      ...full,
      phone: '',
      description: '',
      rating: 0,
      reviewCount: 0,
      location: { ...full.location, address: '', city: '' },
      workingHours: closedWeek(),
      status: 'unknown',
      distance: undefined,
    },
  },
};
export const Closed: Story = {
  args: { hoursText: 'Closed today', shop: { ...full, status: 'closed' } },
};
export const ManyServices: Story = {
  args: {
    shop: {
      ...full,
      services: Array.from({ length: 8 }, (_, i) => ({
        id: `svc-${i}`,
        name: ['Cut', 'Colour', 'Blow-dry', 'Balayage', 'Keratin', 'Treatment', 'Fringe', 'Kids'][
          i
        ]!,
        duration: 30,
        price: 25 + i * 5,
        category: 'hair',
      })),
    },
  },
};

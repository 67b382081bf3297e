import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/domain/search-url';
import { FiltersPanel } from '@design-system/components';
import { useFiltersPanelLabels } from '@/lib/ui/search-labels';

const COUNTS = { salon: 42, barbershop: 18, spa: 12, nail_salon: 9, beauty_clinic: 6, massage: 4 };

function Harness({
  initial = DEFAULT_SEARCH_FILTERS,
  variant = 'inline',
}: {
  initial?: SearchFilters;
  variant?: 'inline' | 'sheet';
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <FiltersPanel
        variant={variant}
        open
        onClose={fn()}
        filters={filters}
        counts={COUNTS}
        onChange={setFilters}
        onClearAll={() => setFilters(DEFAULT_SEARCH_FILTERS)}
        onApply={fn()}
        labels={useFiltersPanelLabels()}
      />
    </Box>
  );
}

/** Advanced search filters: inline beside the results on large screens, a bottom sheet on small ones. */
const meta = {
  title: 'Design System/FiltersPanel',
  component: Harness,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSelections: Story = {
  args: {
    initial: {
      businessTypes: ['salon', 'spa'],
      priceRange: { min: 20, max: 150 },
      minRating: 4,
      distance: 10,
      features: ['parking', 'wifi'],
      openNow: true,
      hasAvailability: false,
      services: ['manicure', 'facial'],
    },
  },
};
/** Small screens: the same panel in a bottom sheet. */
export const BottomSheet: Story = {
  args: { variant: 'sheet' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

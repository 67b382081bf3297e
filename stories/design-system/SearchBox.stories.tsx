import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import type { SearchSuggestion } from '@/domain/search';
import { LocationSelector, SearchBox } from '@design-system/components';
import { useLocationSelectorLabels, useSearchBoxLabels } from '@/lib/ui/search-labels';

const SUGGESTIONS: SearchSuggestion[] = [
  { kind: 'service', id: 'manicure', label: 'Manicure', detail: '12' },
  {
    kind: 'shop',
    id: 'atelier-brera-milano',
    label: 'Atelier Brera',
    detail: 'Milano',
    shopId: 'atelier-brera-milano',
  },
  { kind: 'place', id: 'milano', label: 'Milano', detail: 'MI, IT' },
];

function Harness({
  initial = '',
  recent = [],
  location = '',
  locating = false,
}: {
  initial?: string;
  recent?: string[];
  location?: string;
  locating?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ maxWidth: 720, pb: 30 }}>
      <SearchBox
        value={value}
        onChange={setValue}
        onSubmit={fn()}
        onClear={() => setValue('')}
        suggestions={value.trim().length >= 2 ? SUGGESTIONS : []}
        onPickSuggestion={fn()}
        recentSearches={recent}
        onPickRecent={setValue}
        labels={useSearchBoxLabels()}
        end={
          <LocationSelector
            value={location}
            locating={locating}
            onNearMe={fn()}
            onCustom={fn()}
            onClear={fn()}
            labels={useLocationSelectorLabels()}
          />
        }
      />
    </Box>
  );
}

/** The search page's text box with the location selector; focus it to see suggestions or recent searches. */
const meta = {
  title: 'Design System/SearchBox',
  component: Harness,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Two characters typed: suggestions (shop, service, place) open on focus. */
export const WithSuggestions: Story = { args: { initial: 'ma', location: 'Milano' } };
/** Empty box: the five most recent searches open on focus. */
export const RecentSearches: Story = {
  args: { recent: ['balayage', 'spa Roma', 'barber', 'gel nails', 'facial'] },
};
/** Near Me chosen: 'Locating...' until the page has the position. */
export const Locating: Story = { args: { locating: true } };
/** A long place name is cut at 15 characters on the button. */
export const LongLocation: Story = { args: { location: 'Trastevere, Roma (RM)' } };

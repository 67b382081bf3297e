import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { LocationCombobox } from '@design-system/components/SearchWidget/LocationCombobox';
import type { PlaceOption } from '@design-system/components/SearchWidget/search-query';
import { useSearchWidgetLabels } from './support/labels';

const PLACES: PlaceOption[] = [
  { id: 'roma', label: 'Roma (RM)', kind: 'city' },
  { id: 'trastevere', label: 'Trastevere, Roma (RM)', kind: 'district' },
];

/**
 * The search widget's location field on its own: free text with "Current position" first and the places the
 * app found for what is typed, in the outlined frame (SearchField, search-field.tsx) the service select shares.
 */
function LocalizedLocationCombobox({
  initial = '',
  places = [],
  loading = false,
}: {
  initial?: string;
  places?: PlaceOption[];
  loading?: boolean;
}) {
  const labels = useSearchWidgetLabels();
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ maxWidth: 420, p: 2, bgcolor: 'background.paper' }}>
      <LocationCombobox
        id="story-location"
        label={labels.locationLabel}
        placeholder={labels.locationPlaceholder}
        value={value}
        currentPositionLabel={labels.currentPosition}
        places={places}
        loading={loading}
        loadingLabel={labels.placesLoading}
        noSuggestions={labels.noSuggestions}
        onChange={(text) => setValue(text)}
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/SearchWidget/LocationCombobox',
  component: LocalizedLocationCombobox,
} satisfies Meta<typeof LocalizedLocationCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Typed: Story = { args: { initial: 'Roma', places: PLACES } };
export const Searching: Story = { args: { initial: 'Tras', loading: true } };
export const NoMatch: Story = { args: { initial: 'Atlantide' } };

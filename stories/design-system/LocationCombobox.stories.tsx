import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { LocationCombobox } from '@design-system/components/SearchWidget/LocationCombobox';
import { useSearchWidgetLabels } from './support/labels';

/**
 * The search widget's location field on its own: free text with suggestions filtered by what is typed, in the
 * outlined frame (SearchField, search-field.tsx) the service select shares.
 */
function LocalizedLocationCombobox({ initial = '' }: { initial?: string }) {
  const labels = useSearchWidgetLabels();
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ maxWidth: 420, p: 2, bgcolor: 'background.paper' }}>
      <LocationCombobox
        id="story-location"
        label={labels.locationLabel}
        placeholder={labels.locationPlaceholder}
        value={value}
        suggestionLabels={labels.locations}
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
export const Typed: Story = { args: { initial: 'Trastevere' } };

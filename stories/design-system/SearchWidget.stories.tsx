import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { SearchWidget, type SearchWidgetProps } from '@design-system/components';
import { useSearchWidgetLabels } from './support/labels';

function LocalizedSearchWidget(props: Omit<SearchWidgetProps, 'labels'>) {
  return (
    <Box sx={{ maxWidth: props.dense ? 420 : 980, mx: 'auto' }}>
      <SearchWidget {...props} labels={useSearchWidgetLabels()} />
    </Box>
  );
}

const meta = {
  title: 'Design System/SearchWidget',
  component: LocalizedSearchWidget,
  args: { onSearch: fn() },
} satisfies Meta<typeof LocalizedSearchWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLocationButton: Story = { args: { onUseLocation: fn(async () => null) } };
export const Filled: Story = {
  args: {
    onUseLocation: fn(async () => null),
    defaultValue: { category: 'massage', location: 'Trastevere', filters: ['openNow', 'topRated'] },
  },
};
export const CurrentPosition: Story = {
  args: { defaultValue: { currentPosition: true, filters: ['nearby'] } },
};
/** "Where" with places the app found for "Roma" (the gazetteer's answer), under "Current position". */
export const WithPlaces: Story = {
  args: {
    defaultValue: { location: 'Roma' },
    places: [
      { id: 'roma', label: 'Roma (RM)', kind: 'city' },
      { id: 'trastevere', label: 'Trastevere, Roma (RM)', kind: 'district' },
      { id: 'monti', label: 'Monti, Roma (RM)', kind: 'district' },
    ],
  },
};
export const LookingForPlaces: Story = {
  args: { defaultValue: { location: 'Tras' }, places: [], placesLoading: true },
};
export const Locating: Story = { args: { onUseLocation: fn(async () => null), locating: true } };
export const Dense: Story = { args: { dense: true, defaultValue: { category: 'nails' } } };
export const WithoutSearchNearby: Story = { args: { showSearchNearby: false } };

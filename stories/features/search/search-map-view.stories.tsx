import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
// the app loads the map lazily (details/index.ts); the story imports it directly so it renders at once
import SearchMapView, { type SearchMapViewProps } from '@/features/search/details/search-map-view';
import { shopCatalogue } from '@mocks/data/shops';
import { withStoryShell } from '../support/story-shell';

const origin = { latitude: 41.9028, longitude: 12.4964 };

function MapStory(props: SearchMapViewProps) {
  return <SearchMapView {...props} />;
}

/** Search results on the map (spec 02 §2.2). Tiles appear only when VITE_TILE_URL is configured. */
const meta = {
  title: 'Features/Search/SearchMapView',
  component: MapStory,
  decorators: [withStoryShell],
  args: {
    shops: shopCatalogue().slice(0, 9),
    origin,
    radiusKm: 10,
    onRadiusChange: fn(),
    onViewDetails: fn(),
    onBookNow: fn(),
    onLocate: fn(),
    locating: false,
  },
} satisfies Meta<typeof MapStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmptyNearby: Story = { args: { shops: [] } };
export const WithoutPosition: Story = { args: { origin: null } };
export const Locating: Story = { args: { origin: null, locating: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { EMPTY_SEARCH_CRITERIA } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
// the app loads the map lazily (details/index.ts); the story imports it directly so it renders at once
import SearchMapView, { type SearchMapViewProps } from '@/features/search/details/search-map-view';
import { handlersByArea } from '@mocks/handlers/index';
import { shopCatalogue } from '@mocks/data/shops';
import { withStoryShell } from '../support/story-shell';

const origin = { latitude: 41.9028, longitude: 12.4964 };

function MapStory(props: SearchMapViewProps) {
  return <SearchMapView {...props} />;
}

/** 620 shops around Rome and Milan (copies of the catalogue, spread out): more than the map shows. */
function manyShops(): Shop[] {
  const base = shopCatalogue();
  return Array.from({ length: 620 }, (_, i) => {
    const shop = base[i % base.length]!;
    const spread = (n: number) => ((((i * 7919 + n) % 200) - 100) / 100) * 0.06;
    return {
      ...shop,
      id: `${shop.id}-${i}`,
      name: `${shop.name} ${i + 1}`,
      location: {
        ...shop.location,
        latitude: shop.location.latitude === null ? null : shop.location.latitude + spread(1),
        longitude: shop.location.longitude === null ? null : shop.location.longitude + spread(2),
      },
    };
  });
}

const manyShopsHandlers = {
  ...handlersByArea,
  shops: [
    http.get('/api/shops/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 20);
      const all = manyShops();
      return HttpResponse.json({
        success: true,
        data: {
          shops: all.slice((page - 1) * limit, page * limit),
          total: all.length,
          totalPages: Math.ceil(all.length / limit),
          page,
          limit,
          origin: null,
        },
      });
    }),
    ...handlersByArea.shops!,
  ],
};

/**
 * Every search result on the map (spec 02 §2.2), clustered, with the list beside it on wide screens. Without
 * VITE_TILE_URL (as here) the land and coastline are drawn offline under the pins.
 */
const meta = {
  title: 'Features/Search/SearchMapView',
  component: MapStory,
  decorators: [withStoryShell],
  args: {
    criteria: EMPTY_SEARCH_CRITERIA,
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
export const EmptyNearby: Story = {
  args: { criteria: { ...EMPTY_SEARCH_CRITERIA, text: 'zzzz qqqq' } },
};
export const WithoutPosition: Story = { args: { origin: null } };
export const Locating: Story = { args: { origin: null, locating: true } };
export const MoreThanTheMapShows: Story = {
  args: { origin: null },
  parameters: { msw: { handlers: manyShopsHandlers } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ServicePicker } from '@design-system/components';
import { FavoriteServiceHeart } from '@/features/favorites';
import { useServicePickerLabels } from '@/lib/ui/booking-labels';
import { shopCatalogue } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

// the mocks' demo customer keeps this shop's first service as a favourite: its heart is filled
const shop = shopCatalogue()[1]!;

/** The booking page's service list with a heart on each service (issue 17). */
function PickerWithHearts() {
  return (
    <ServicePicker
      services={shop.services.map((s) => ({ ...s, description: '', bookable: true }))}
      selectedIds={[]}
      mode="multiple"
      onToggle={() => undefined}
      labels={useServicePickerLabels()}
      serviceAction={(service) => <FavoriteServiceHeart service={service} />}
    />
  );
}

const meta = {
  title: 'Features/Favorites/FavoriteServiceHeart',
  component: PickerWithHearts,
  decorators: [withStoryShell],
  parameters: { shell: { role: 'customer', path: `/booking/${shop.id}` } },
} satisfies Meta<typeof PickerWithHearts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** While the favourites load, the hearts wait (disabled). */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        favoriteServices: [http.get('/api/customer/favorite-services', () => delay('infinite'))],
      },
    },
  },
};
/** The list failed to load: the hearts stay disabled (nothing to toggle against). */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlersByArea,
        favoriteServices: [
          http.get('/api/customer/favorite-services', () =>
            HttpResponse.json({ success: false, message: 'Failed' }, { status: 500 }),
          ),
        ],
      },
    },
  },
};
/** Guests see no hearts on services. */
export const Guest: Story = { parameters: { shell: { role: null, path: `/booking/${shop.id}` } } };

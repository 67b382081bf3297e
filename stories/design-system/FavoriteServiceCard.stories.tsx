import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FavoriteServiceCard,
  type FavoriteServiceCardProps,
} from '@design-system/components/FavoriteServiceCard/FavoriteServiceCard';
import { useFavoriteServiceCardLabels } from '@/features/customer-dashboard/favorites/favorites-labels';
import { shopCatalogue } from '@mocks/data/shops';

function LocalizedFavoriteServiceCard(props: Omit<FavoriteServiceCardProps, 'labels'>) {
  return <FavoriteServiceCard {...props} labels={useFavoriteServiceCardLabels()} />;
}

const shop = shopCatalogue()[1]!;
const service = shop.services[0]!;
const favorite = {
  serviceId: service.id,
  addedAt: '2025-05-01T10:00:00.000Z',
  notes: 'With Giulia, on Tuesdays',
  service,
  shop,
};

/** A favourite service on the customer dashboard's favourites tab (issue 17). */
const meta = {
  title: 'Design System/FavoriteServiceCard',
  component: LocalizedFavoriteServiceCard,
  args: {
    favorite,
    notesMax: 500,
    shopHref: `/search?shop=${shop.id}`,
    bookHref: `/booking/service/${service.id}`,
    onRemove: fn(),
    onShare: fn(),
    onSaveNotes: fn(() => Promise.resolve(true)),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocalizedFavoriteServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoNotes: Story = { args: { favorite: { ...favorite, notes: '' } } };
/** The shop no longer offers it: notes and remove remain, no booking. */
export const NoLongerOffered: Story = {
  args: { favorite: { ...favorite, service: null, notes: '' } },
};
/** Its shop is no longer listed. */
export const ShopUnlisted: Story = {
  args: { favorite: { ...favorite, service: null, shop: null, notes: '' } },
};
export const Removing: Story = { args: { removing: true } };
/** Saving the notes fails: the editor stays open with the error. */
export const NotesFail: Story = { args: { onSaveNotes: fn(() => Promise.resolve(false)) } };

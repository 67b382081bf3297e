import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FavoriteNotes,
  type FavoriteNotesProps,
} from '@design-system/components/FavoriteShopCard/FavoriteNotes';
import { useFavoriteShopCardLabels } from '@/lib/ui/shop-details-labels';

/** A favourite's notes, shown or edited in place, with the app's own labels. */
function LocalizedFavoriteNotes(props: Omit<FavoriteNotesProps, 'labels'>) {
  return <FavoriteNotes {...props} labels={useFavoriteShopCardLabels()} />;
}

const meta = {
  title: 'Design System/FavoriteNotes',
  component: LocalizedFavoriteNotes,
  args: {
    notes: 'Ask for Giulia; Tuesdays are quieter',
    notesMax: 500,
    onSave: fn(() => Promise.resolve(true)),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocalizedFavoriteNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};
export const Empty: Story = { args: { notes: '' } };

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopProfileForm } from '@/features/shop-setup/profile/shop-profile-form';
import { withStoryShell } from '../support/story-shell';
import { emptyStoryProfile, storyProfile } from './shop-profile-fixtures';

/** The shop profile form (settings › profile): formik + the server's shopProfileUpdateSchema. */
const meta = {
  title: 'Features/ShopSetup/ShopProfileForm',
  component: ShopProfileForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 960, p: 2 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: {
    profile: storyProfile,
    onSave: fn(async () => ({ shop: storyProfile, geocoded: null })),
  },
} satisfies Meta<typeof ShopProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A shop just registered: empty fields, no pin on the map yet. */
export const Empty: Story = { args: { profile: emptyStoryProfile } };

/** Touched with a one-letter name, a short description, a bad phone and a bad website: the rules' messages. */
export const Invalid: Story = {
  args: {
    initialTouched: true,
    initialValues: {
      name: 'A',
      description: { en: 'Too short', it: '' },
      phone: '12ab',
      website: 'not a url',
      location: { ...storyProfile.location, zipCode: '' },
    },
  },
};

export const Saving: Story = { args: { initialSaveState: 'saving' } };

export const Failed: Story = {
  args: {
    initialSaveState: 'failed',
    onSave: fn(async () => {
      throw new Error('offline');
    }),
  },
};

export const Saved: Story = { args: { initialSaveState: 'saved' } };

/** The owner placed the pin themselves. */
export const Pinned: Story = {
  args: {
    profile: { ...storyProfile, location: { ...storyProfile.location, pinnedByOwner: true } },
  },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopPhotoManager } from '@/features/shop-setup/profile/shop-photo-manager';
import { withStoryShell } from '../support/story-shell';
import { storyPhotos } from './shop-profile-fixtures';

/** The shop's photos (settings › profile): logo, cover and gallery; upload, reorder, delete. */
const meta = {
  title: 'Features/ShopSetup/ShopPhotos',
  component: ShopPhotoManager,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 960, p: 2 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: {
    photos: storyPhotos,
    onUpload: fn(async () => {}),
    onReorder: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
} satisfies Meta<typeof ShopPhotoManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhotos: Story = {};

export const Empty: Story = { args: { photos: [] } };

/** An upload under way: its progress bar. */
export const Uploading: Story = { args: { initialUpload: { name: 'salone.jpg', progress: 0.45 } } };

export const UploadFailed: Story = {
  args: { initialError: 'Photos must be PNG, JPEG or WebP images.' },
};

/** A cover set: the gallery's first photo is no longer marked as shown first. */
export const WithCover: Story = {
  args: {
    photos: [...storyPhotos, { ...storyPhotos[1]!, id: 'c'.repeat(24), role: 'cover' as const }],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeamMemberDialog } from '@/features/shop-setup/team/team-member-dialog';
import { withStoryShell } from '../support/story-shell';
import { STORY_MEMBER, STORY_SERVICES, STORY_WEEK, press } from './shop-team-story-fixtures';

/** Add or edit a person: name, role in both languages, photo, services, own hours, time off. */
const meta = {
  title: 'Features/ShopSetup/ShopTeamMemberDialog',
  component: TeamMemberDialog,
  decorators: [withStoryShell],
  args: {
    open: true,
    member: null,
    services: STORY_SERVICES,
    shopHours: STORY_WEEK,
    defaultColour: 'violet',
    saving: false,
    error: null,
    photo: { file: null, progress: null },
    onPhotoChange: fn(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TeamMemberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: every service, the shop's hours, no time off. */
export const Empty: Story = {};

/** An existing person with two services, Mondays off and a summer holiday. */
export const Filled: Story = { args: { member: STORY_MEMBER } };

/** Saved without a name. */
export const Invalid: Story = {
  play: () => press(/^save$|^salva$/i),
};

/** Saving, with the photo's upload half done. */
export const Saving: Story = {
  args: {
    member: STORY_MEMBER,
    saving: true,
    photo: { file: new File(['x'], 'giulia.png', { type: 'image/png' }), progress: 0.5 },
  },
};

export const SaveFailed: Story = {
  args: { member: STORY_MEMBER, error: 'The team could not be saved. Please try again.' },
};

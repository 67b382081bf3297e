import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeamAffectedDialog } from '@/features/shop-setup/team/team-affected-dialog';
import { withStoryShell } from '../support/story-shell';
import { STORY_AFFECTED, press } from './shop-team-story-fixtures';

/** The bookings a team change breaks: each to a free qualified person, or cancelled with a reason. */
const meta = {
  title: 'Features/ShopSetup/ShopTeamAffectedDialog',
  component: TeamAffectedDialog,
  decorators: [withStoryShell],
  args: {
    open: true,
    bookings: STORY_AFFECTED,
    busy: false,
    error: null,
    onResolve: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TeamAffectedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first booking goes to the first free person; nobody is free for the second, so it is cancelled. */
export const Default: Story = {};

/** Applied without a reason for the cancelled booking: the reason is asked for. */
export const Invalid: Story = {
  play: () => press(/apply and save|applica e salva/i),
};

export const Saving: Story = { args: { busy: true } };

export const SaveFailed: Story = {
  args: { error: 'This time is no longer available' },
};

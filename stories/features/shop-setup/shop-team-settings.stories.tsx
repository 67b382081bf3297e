import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionBridge } from '@/features/auth';
import { ShopTeamSettings } from '@/features/shop-setup';
import { withStoryShell } from '../support/story-shell';
import {
  STORY_MEMBER,
  STORY_SHOP_ID,
  TEAM_URL,
  answerAffectedOnDelete,
  answerFailure,
  answerForever,
  answerTeam,
  press,
  withTeamMocks,
} from './shop-team-story-fixtures';

/** Settings › Team (issue 14): the people, their services, hours and time off. */
const meta = {
  title: 'Features/ShopSetup/ShopTeamSettings',
  component: ShopTeamSettings,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2 }}>
        {/* hands the API client the story's signed-in owner */}
        <SessionBridge />
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { shopId: STORY_SHOP_ID },
  parameters: { shell: { path: '/shop/personal#team', role: 'shop' } },
} satisfies Meta<typeof ShopTeamSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop's team as the mocks hold it. */
export const Filled: Story = {};

/** Nobody yet: the shop works as one chair. */
export const Empty: Story = { parameters: { msw: withTeamMocks(answerTeam([])) } };

export const Loading: Story = {
  parameters: { msw: withTeamMocks(answerForever('get', TEAM_URL)) },
};

export const LoadFailed: Story = {
  parameters: { msw: withTeamMocks(answerFailure('get', TEAM_URL)) },
};

/** Saved without a name: the message under the field. */
export const Invalid: Story = {
  play: async () => {
    await press(/add a person|aggiungi una persona/i);
    await press(/^save$|^salva$/i);
  },
};

export const Saving: Story = {
  parameters: {
    msw: withTeamMocks(answerTeam([STORY_MEMBER]), answerForever('put', `${TEAM_URL}/giulia`)),
  },
  play: async () => {
    await press(/edit giulia rossi|modifica giulia rossi/i);
    await press(/^save$|^salva$/i);
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: withTeamMocks(answerTeam([STORY_MEMBER]), answerFailure('put', `${TEAM_URL}/giulia`)),
  },
  play: async () => {
    await press(/edit giulia rossi|modifica giulia rossi/i);
    await press(/^save$|^salva$/i);
  },
};

/** A removal, confirmed: the list without the person and the removed message. */
export const Saved: Story = {
  play: async () => {
    await press(/^remove .+|^rimuovi .+/i);
    await press(/^remove$|^rimuovi$/i);
  },
};

/** Removing someone with upcoming bookings: the dialog that reassigns or cancels each. */
export const AffectedBookings: Story = {
  parameters: {
    msw: withTeamMocks(answerTeam([STORY_MEMBER]), answerAffectedOnDelete()),
  },
  play: async () => {
    await press(/remove giulia rossi|rimuovi giulia rossi/i);
    await press(/^remove$|^rimuovi$/i);
  },
};

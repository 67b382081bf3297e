import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PoliciesForm } from '@/features/shop-setup/hours/policies-form';
import { SessionBridge } from '@/features/auth';
import { withStoryShell } from '../support/story-shell';
import {
  POLICIES_URL,
  STORY_SHOP_ID,
  answerFailure,
  answerForever,
  withShopAdmin,
  clickWhenReady,
} from './shop-hours-story-fixtures';

/** Settings › Hours › Policies: cancellation, reschedule and no-show rules and auto-confirm. */
const meta = {
  title: 'Features/ShopSetup/ShopPolicies',
  component: PoliciesForm,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 760 }}>
        {/* hands the API client the story's signed-in owner */}
        <SessionBridge />
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: {
    shopId: STORY_SHOP_ID,
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 50 },
      reschedule: { allowedHours: 12, maxReschedules: 2 },
      noShow: { feeAmount: 15, maxNoShows: 3 },
      autoConfirm: true,
    },
  },
  parameters: { shell: { role: 'shop' } },
} satisfies Meta<typeof PoliciesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  clickWhenReady(canvasElement, 'button', /save policies|salva le regole/i);

export const Filled: Story = {};

/** The defaults of a new shop: free cancellation and rescheduling a day ahead, no fees. */
export const Defaults: Story = {
  args: {
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
      noShow: { feeAmount: 0, maxNoShows: 3 },
      autoConfirm: true,
    },
  },
};

/** Values out of range: each field says its bounds. */
export const Invalid: Story = {
  args: {
    policies: {
      cancellation: { allowedHours: 200, feePercentage: 150 },
      reschedule: { allowedHours: 12, maxReschedules: 20 },
      noShow: { feeAmount: -5, maxNoShows: 3 },
      autoConfirm: false,
    },
  },
  play: async ({ canvasElement }) => save(canvasElement),
};

export const Saving: Story = {
  parameters: { msw: withShopAdmin(answerForever('put', POLICIES_URL)) },
  play: async ({ canvasElement }) => save(canvasElement),
};

export const SaveFailed: Story = {
  parameters: { msw: withShopAdmin(answerFailure('put', POLICIES_URL)) },
  play: async ({ canvasElement }) => save(canvasElement),
};

export const Saved: Story = {
  play: async ({ canvasElement }) => save(canvasElement),
};

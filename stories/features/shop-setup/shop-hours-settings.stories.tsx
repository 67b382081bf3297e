import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopHoursSettings } from '@/features/shop-setup';
import { SessionBridge } from '@/features/auth';
import { withStoryShell } from '../support/story-shell';
import {
  EMPTY_HOURS,
  HOURS_URL,
  OVERLAPPING_HOURS,
  SPLIT_HOURS,
  STORY_SHOP_ID,
  answerAffected,
  answerBookedMeanwhile,
  answerHours,
  answerFailure,
  answerForever,
  withShopAdmin,
  clickWhenReady,
} from './shop-hours-story-fixtures';

/** Settings › Hours (spec 03 "Working hours"): week, breaks, special dates, then policies with auto-confirm. */
const meta = {
  title: 'Features/ShopSetup/ShopHoursSettings',
  component: ShopHoursSettings,
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
  parameters: { shell: { path: '/shop/personal#hours', role: 'shop' } },
} satisfies Meta<typeof ShopHoursSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: RegExp) =>
  clickWhenReady(canvasElement, 'button', name);

/** The demo shop's hours as the mocks hold them. */
export const Filled: Story = {};

/** A shop that has not set hours yet: every day closed, nothing below. */
export const Empty: Story = {
  parameters: { msw: withShopAdmin(answerHours(EMPTY_HOURS)) },
};

/** Days with several time ranges: closed for lunch on weekdays, three stretches on Saturday. */
export const SeveralRanges: Story = {
  parameters: { msw: withShopAdmin(answerHours(SPLIT_HOURS)) },
};

/** Two ranges of a day overlap: the message names the day, under the later range, and nothing is sent. */
export const OverlappingRanges: Story = {
  parameters: { msw: withShopAdmin(answerHours(OVERLAPPING_HOURS)) },
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

export const Loading: Story = {
  parameters: { msw: withShopAdmin(answerForever('get', HOURS_URL)) },
};

export const LoadFailed: Story = {
  parameters: { msw: withShopAdmin(answerFailure('get', HOURS_URL)) },
};

/** A break without a name or a day: the spec's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, /add a break|aggiungi una pausa/i);
    await press(canvasElement, /save hours|salva gli orari/i);
  },
};

export const Saving: Story = {
  parameters: { msw: withShopAdmin(answerForever('put', HOURS_URL)) },
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

export const SaveFailed: Story = {
  parameters: { msw: withShopAdmin(answerFailure('put', HOURS_URL)) },
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

export const Saved: Story = {
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

/** The save would leave bookings outside the hours: the dialog lists them and asks keep or cancel. */
export const AffectedBookings: Story = {
  parameters: { msw: withShopAdmin(answerAffected()) },
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

/** Customers booked times the new hours leave out while the save was on its way: kept, and listed. */
export const BookedWhileSaving: Story = {
  parameters: { msw: withShopAdmin(answerBookedMeanwhile()) },
  play: async ({ canvasElement }) => press(canvasElement, /save hours|salva gli orari/i),
};

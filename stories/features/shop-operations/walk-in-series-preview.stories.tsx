import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SeriesPreview } from '@/domain/booking-series';
import { NO_REPEAT, SeriesRepeat } from '@/features/booking';
import { withStoryShell } from '../support/story-shell';

const occurrence = (index: number, date: string, conflict: string | null) => ({
  index,
  date,
  time: '10:00',
  free: conflict === null,
  conflict,
});

const WITH_CONFLICTS: SeriesPreview = {
  frequency: 'weekly',
  count: 4,
  occurrences: [
    occurrence(0, '2030-03-05', null),
    occurrence(1, '2030-03-12', 'SLOT_TAKEN'),
    occurrence(2, '2030-03-19', null),
    occurrence(3, '2030-03-26', 'OUTSIDE_HOURS'),
  ],
  conflicts: [
    occurrence(1, '2030-03-12', 'SLOT_TAKEN'),
    occurrence(3, '2030-03-26', 'OUTSIDE_HOURS'),
  ],
};

const ALL_FREE: SeriesPreview = {
  ...WITH_CONFLICTS,
  occurrences: WITH_CONFLICTS.occurrences.map((o) => ({ ...o, free: true, conflict: null })),
  conflicts: [],
};

/** The repeat option of a booking and its preview: the dates that are not free, each with why. */
const meta = {
  title: 'Features/ShopOperations/WalkInSeriesPreview',
  component: SeriesRepeat,
  decorators: [withStoryShell],
  args: { value: NO_REPEAT, onChange: fn(), preview: null },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' } },
} satisfies Meta<typeof SeriesRepeat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not repeated. */
export const Off: Story = {};

/** Weekly, four times, not checked yet. */
export const Weekly: Story = { args: { value: { enabled: true, frequency: 'weekly', count: 4 } } };

/** Monthly: the note on months without that day. */
export const Monthly: Story = {
  args: { value: { enabled: true, frequency: 'monthly', count: 6 } },
};

/** Checked: two dates are not free and will be left out. */
export const WithConflicts: Story = {
  args: { value: { enabled: true, frequency: 'weekly', count: 4 }, preview: WITH_CONFLICTS },
};

/** Checked: every date is free. */
export const AllFree: Story = {
  args: { value: { enabled: true, frequency: 'weekly', count: 4 }, preview: ALL_FREE },
};

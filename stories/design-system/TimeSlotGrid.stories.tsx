import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import type { DayPeriod, TimeSlot } from '@/domain/booking';
import { TimeSlotGrid, type TimeSlotGridProps } from '@design-system/components';
import { useTimeSlotGridLabels } from '@/lib/ui/booking-labels';

function periodOf(time: string): DayPeriod {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** Every half hour from 09:00 to 19:30; `taken` marks times unavailable with a reason. */
function day(taken: Record<string, NonNullable<TimeSlot['reason']>> = {}): TimeSlot[] {
  return Array.from({ length: 22 }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
    const reason = taken[time];
    return reason
      ? { time, available: false, reason, period: periodOf(time), staffIds: [] }
      : { time, available: true, period: periodOf(time), staffIds: ['shop'] };
  });
}

type HarnessProps = Omit<
  TimeSlotGridProps,
  'labels' | 'onSelect' | 'selectedTime' | 'error' | 'note'
> & {
  initialTime?: string | null;
  failed?: boolean;
  /** the shop's zone, for the page's note */
  zone?: string;
};

/** Keeps the chosen time so the toggles work in the story. */
function Harness({ initialTime = null, failed = false, zone, ...props }: HarnessProps) {
  const [time, setTime] = useState(initialTime);
  const intl = useIntl();
  return (
    <Box sx={{ maxWidth: 560 }}>
      <TimeSlotGrid
        {...props}
        error={failed ? intl.formatMessage({ id: 'booking.slotsFailed' }) : null}
        note={zone ? intl.formatMessage({ id: 'booking.zoneNote' }, { zone }) : null}
        selectedTime={time}
        onSelect={setTime}
        labels={useTimeSlotGridLabels()}
      />
    </Box>
  );
}

/** A day's times (spec 02 §4) by period, as toggle buttons; unavailable ones are disabled and say why. */
const meta = {
  title: 'Design System/TimeSlotGrid',
  component: Harness,
  args: { slots: day(), onRetry: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Morning, afternoon and evening. */
export const Default: Story = {};
export const WithSelection: Story = { args: { initialTime: '10:30' } };
/** One unavailable time for each reason: booked, in the past, too soon (notice), during a break. */
export const SomeUnavailable: Story = {
  args: {
    initialTime: '15:00',
    slots: day({
      '09:00': 'past',
      '09:30': 'notice',
      '11:00': 'booked',
      '13:00': 'break',
      '13:30': 'break',
      '17:30': 'booked',
    }),
  },
};
export const HideUnavailable: Story = {
  args: { ...SomeUnavailable.args, hideUnavailable: true },
};
/** 'No available slots found' */
export const Empty: Story = { args: { slots: [] } };
export const Loading: Story = { args: { slots: null, loading: true } };
export const LoadFailed: Story = { args: { slots: null, failed: true } };
/** The visitor's zone differs from the shop's: a note says whose times these are. */
export const WithZoneNote: Story = {
  args: { zone: 'Europe/Rome' },
};

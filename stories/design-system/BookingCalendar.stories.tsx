import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import {
  CALENDAR_CELLS,
  DOT_GREEN_OVER,
  DOT_YELLOW_OVER,
  type CalendarDay,
} from '@/domain/booking';
import { BookingCalendar } from '@design-system/components';
import { useBookingCalendarLabels } from '@/lib/ui/booking-labels';

/** Story "today" (fixed, so the cells never drift) and the 3-month horizon after it. */
const TODAY = '2026-03-10';
const MAX_DATE = '2026-06-10';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * 42 cells from the Monday on or before the 1st, with every state: past days, other-month days, Sundays
 * closed, every fifth day fully booked, and free counts that give green, yellow and orange dots.
 */
function monthDays(month: string): CalendarDay[] {
  const first = new Date(`${month}-01T12:00:00Z`);
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => {
    const d = new Date(start);
    d.setUTCDate(start.getUTCDate() + i);
    const date = iso(d);
    const inMonth = date.startsWith(month);
    const isPast = date < TODAY;
    const isClosed = d.getUTCDay() === 0;
    const beyondHorizon = date > MAX_DATE;
    const dom = d.getUTCDate();
    const open = inMonth && !isPast && !isClosed && !beyondHorizon;
    const availableSlots = !open
      ? 0
      : dom % 5 === 0
        ? 0
        : dom % 3 === 0
          ? 2
          : dom % 2 === 0
            ? 4
            : 9;
    const selectable = open && availableSlots > 0;
    return {
      date,
      inMonth,
      isToday: date === TODAY,
      isPast,
      isClosed,
      beyondHorizon,
      availableSlots,
      selectable,
      dot: !selectable
        ? null
        : availableSlots > DOT_GREEN_OVER
          ? 'green'
          : availableSlots > DOT_YELLOW_OVER
            ? 'yellow'
            : 'orange',
    };
  });
}

interface HarnessProps {
  initialMonth: string;
  initialDate: string | null;
  loading?: boolean;
  failed?: boolean;
}

/** Keeps month and date like the booking page does, so navigation and selection work in the story. */
function Harness({ initialMonth, initialDate, loading = false, failed = false }: HarnessProps) {
  const [month, setMonth] = useState(initialMonth);
  const intl = useIntl();
  const error = failed ? intl.formatMessage({ id: 'booking.calendarFailed' }) : null;
  const [date, setDate] = useState(initialDate);
  return (
    <BookingCalendar
      month={month}
      days={loading || error ? null : monthDays(month)}
      selectedDate={date}
      minDate={TODAY}
      maxDate={MAX_DATE}
      onMonthChange={setMonth}
      onSelectDate={setDate}
      error={error}
      onRetry={fn()}
      labels={useBookingCalendarLabels()}
    />
  );
}

/** The booking month (spec 02 §4): Monday first, dots by free times, unselectable days, bounded navigation. */
const meta = {
  title: 'Design System/BookingCalendar',
  component: Harness,
  args: { initialMonth: '2026-03', initialDate: '2026-03-12' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell state: past, other month, closed Sundays, full, green/yellow/orange, today (10th), selected (12th). */
export const Default: Story = {};
export const NothingSelected: Story = { args: { initialDate: null } };
export const Loading: Story = { args: { loading: true } };
export const LoadFailed: Story = { args: { failed: true } };
/** The first month: "previous month" is disabled. */
export const AtMinMonth: Story = { args: { initialMonth: '2026-03', initialDate: null } };
/** The last month: "next month" is disabled and days after the horizon cannot be chosen. */
export const AtMaxMonth: Story = { args: { initialMonth: '2026-06', initialDate: '2026-06-02' } };

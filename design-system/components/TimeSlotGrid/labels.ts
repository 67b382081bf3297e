import type { DayPeriod, TimeSlot } from '@/domain/booking';

export type SlotReason = NonNullable<TimeSlot['reason']>;

/** Every text of the time-slot grid (spec 02 §4 "Time slots"), handed in by the app. */
export interface TimeSlotGridLabels {
  /** accessible name of the whole grid, e.g. "Available times" */
  title: string;
  /** "Morning", "Afternoon", "Evening" */
  periods: Record<DayPeriod, string>;
  /** 'No available slots found' */
  empty: string;
  /** why a time cannot be chosen: booked, in the past, too soon (minimum notice), during a break */
  reasons: Record<SlotReason, string>;
  /** accessible name of a time: "{time}" when free, "{time}, {reason}" when not (reason already worded) */
  slotAria: (time: string, reason: string | null) => string;
  /** announced while the times load */
  loading: string;
  retry: string;
}

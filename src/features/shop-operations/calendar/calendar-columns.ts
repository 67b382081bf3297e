import type { Booking } from '@/domain/booking';
import type { CalendarDay, ShopCalendarRange } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';

/** One column of the time grid: one person on one date. */
export interface GridColumn {
  key: string;
  day: CalendarDay;
  staffId: string;
  staffName: string;
  bookings: Booking[];
  /** blocks of this person, and of the whole shop, on this date */
  blocks: ShopBlock[];
}

/** A target of a drop or of the cell menu: a person, a date and a row's time. */
export interface GridCell {
  date: string;
  staffId: string;
  time: string;
}

/**
 * The columns of the day and week views: each date's people (only `staffFilter` when set), in the team's order,
 * each with its bookings and blocks.
 */
export function gridColumns(
  range: ShopCalendarRange,
  dates: readonly string[],
  staffFilter: string | null,
): GridColumn[] {
  const people = range.staff.filter((s) => staffFilter === null || s.id === staffFilter);
  return dates.flatMap((date) => {
    const day = range.dates.find((d) => d.date === date);
    if (!day) return [];
    return people.map((person) => ({
      key: `${date}|${person.id}`,
      day,
      staffId: person.id,
      staffName: person.name,
      bookings: range.bookings.filter((b) => b.date === date && b.staffId === person.id),
      blocks: range.blocks.filter(
        (b) => b.date === date && (b.staffId === null || b.staffId === person.id),
      ),
    }));
  });
}

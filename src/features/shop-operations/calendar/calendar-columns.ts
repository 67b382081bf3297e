import type { Booking } from '@/domain/booking';
import type { CalendarDay, ShopCalendarRange } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';
import type { StaffColour } from '@/domain/shop-team';

/** One column of the time grid: one person on one date, or everyone on one date (the compact week). */
export interface GridColumn {
  key: string;
  day: CalendarDay;
  /** the person; '' in a column of everyone */
  staffId: string;
  staffName: string;
  /** the person's colour; null in a column of everyone (each booking carries its person's) */
  colour: StaffColour | null;
  bookings: Booking[];
  /** blocks of this person, and of the whole shop, on this date (everyone's in a column of everyone) */
  blocks: ShopBlock[];
}

/** A target of a drop or of the cell menu: a person ('' for anyone), a date and a row's time. */
export interface GridCell {
  date: string;
  staffId: string;
  time: string;
}

/**
 * The columns of the day and week views: each date's people (only `staffFilter` when set), in the team's order,
 * each with its bookings and blocks. `together`: everyone who is shown shares one column per date (the week at
 * desktop width, told apart by their colours), so seven columns fit without scrolling sideways.
 */
export function gridColumns(
  range: ShopCalendarRange,
  dates: readonly string[],
  staffFilter: string | null,
  together = false,
): GridColumn[] {
  const people = range.staff.filter((s) => staffFilter === null || s.id === staffFilter);
  return dates.flatMap((date): GridColumn[] => {
    const day = range.dates.find((d) => d.date === date);
    if (!day) return [];
    if (together && people.length > 1)
      return [
        {
          key: `${date}|`,
          day,
          staffId: '',
          staffName: '',
          colour: null,
          bookings: range.bookings.filter((b) => b.date === date),
          blocks: range.blocks.filter((b) => b.date === date),
        },
      ];
    return people.map((person) => ({
      key: `${date}|${person.id}`,
      day,
      staffId: person.id,
      staffName: person.name,
      colour: person.colour,
      bookings: range.bookings.filter((b) => b.date === date && b.staffId === person.id),
      blocks: range.blocks.filter(
        (b) => b.date === date && (b.staffId === null || b.staffId === person.id),
      ),
    }));
  });
}

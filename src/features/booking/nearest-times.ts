import type { TimeSlot } from '@/domain/booking';
import { addDays, timeToMinutes } from './booking-dates';

/**
 * The free times offered when the chosen one was taken while confirming (issue 5): the same date first,
 * then the following days that have free slots, each day's times nearest to the lost time first.
 */

export const MAX_ALTERNATIVES = 6;
/** how many following days are asked before giving up */
export const ALTERNATIVE_DAYS = 7;

export interface TimeChoice {
  date: string;
  time: string;
}

/** A day's free times ordered by distance to `time` (earlier first on a tie). */
export function nearestFree(
  date: string,
  slots: readonly TimeSlot[],
  time: string,
  exclude?: string,
): TimeChoice[] {
  const target = timeToMinutes(time);
  return slots
    .filter((slot) => slot.available && slot.time !== exclude)
    .map((slot) => ({ slot, distance: Math.abs(timeToMinutes(slot.time) - target) }))
    .sort((a, b) => a.distance - b.distance || a.slot.time.localeCompare(b.slot.time))
    .map(({ slot }) => ({ date, time: slot.time }));
}

/**
 * Asks for slots day by day from the lost date (at most ALTERNATIVE_DAYS more, never past `maxDate`) until
 * MAX_ALTERNATIVES are found. A day that fails to load is skipped.
 */
export async function findAlternatives(
  lost: TimeChoice,
  loadDay: (date: string) => Promise<readonly TimeSlot[]>,
  maxDate: string | null,
): Promise<TimeChoice[]> {
  const found: TimeChoice[] = [];
  for (let offset = 0; offset <= ALTERNATIVE_DAYS && found.length < MAX_ALTERNATIVES; offset += 1) {
    const date = addDays(lost.date, offset);
    if (maxDate && date > maxDate) break;
    try {
      const slots = await loadDay(date);
      const day = nearestFree(date, slots, lost.time, offset === 0 ? lost.time : undefined);
      found.push(...day.slice(0, MAX_ALTERNATIVES - found.length));
    } catch {
      // a day we could not read is just not offered
    }
  }
  return found;
}

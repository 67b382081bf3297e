import type { LocalizedText } from '../../../src/domain/localized-text';
import { openRanges } from '../../../src/domain/day-ranges';
import { addDays } from '../../../src/domain/opening-hours';
import {
  WEEKDAYS,
  type RatingDistribution,
  type SpecialDate,
  type Weekday,
  type WorkingHours,
} from '../../../src/domain/shop';
import type { RATING_COUNTER_FIELDS } from '../../models/shop.model';

/** A named break on some weekdays (stored for the booking engine's slots). */
export interface SeedBreak {
  name: string;
  days: Weekday[];
  start: string;
  end: string;
}

/** A special date as the seed stores it: the note in both languages. */
export type SeedSpecialDate = Omit<SpecialDate, 'description'> & { description: LocalizedText };

export type RatingCounters = Record<(typeof RATING_COUNTER_FIELDS)[1 | 2 | 3 | 4 | 5], number>;

export function ratingCounters(distribution: RatingDistribution): RatingCounters {
  return {
    one: distribution[1],
    two: distribution[2],
    three: distribution[3],
    four: distribution[4],
    five: distribution[5],
  };
}

const BLOCK_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first day of the next 28-day block after `today` (UTC): special dates are placed in it, so they are always
 * in the coming weeks, and they (and the shop's seed hash) change only once every four weeks, not every day.
 */
export function nextBlockStart(today: Date): string {
  const block = Math.floor(today.getTime() / DAY_MS / BLOCK_DAYS) + 1;
  return new Date(block * BLOCK_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** A closed holiday and a short-hours day for a few demo shops (chosen by `pick`, 0…1). */
export function demoSpecialDates(pick: number, today: Date): SeedSpecialDate[] {
  if (pick >= 0.2) return [];
  const start = nextBlockStart(today);
  const offset = Math.floor(pick * 50) % 7; // spread the shops over a week
  return [
    {
      date: addDays(start, 2 + offset),
      isClosed: true,
      start: null,
      end: null,
      description: {
        en: 'Closed for the staff training day',
        it: 'Chiuso per la giornata di formazione del personale',
      },
    },
    {
      date: addDays(start, 12 + offset),
      isClosed: false,
      start: '10:00',
      end: '14:00',
      description: {
        en: 'Short hours: morning only',
        it: 'Orario ridotto: aperti solo la mattina',
      },
    },
  ];
}

/** A lunch break on the open weekdays of about a third of the demo shops whose days span lunchtime. */
export function demoBreaks(pick: number, hours: WorkingHours): SeedBreak[] {
  if (pick >= 0.33) return [];
  const days = WEEKDAYS.filter((day) =>
    openRanges(hours[day]).some((range) => range.start <= '12:30' && range.end >= '15:00'),
  );
  return days.length > 0 ? [{ name: 'Lunch', days, start: '13:00', end: '14:00' }] : [];
}

/**
 * The afternoon pause of many Italian shops, on about one demo shop in five without a lunch break: each open day
 * running from 12:30 or earlier to 16:00 or later closes 13:00–15:00, so it has two ranges (09:00–13:00,
 * 15:00–19:00).
 */
export function demoSplitDays(
  pick: number,
  hours: WorkingHours,
  breaks: readonly SeedBreak[],
): WorkingHours {
  if (pick >= 0.2 || breaks.length > 0) return hours;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { isOpen, ranges } = hours[day];
      const only = ranges.length === 1 ? ranges[0] : undefined;
      if (!isOpen || !only || only.start > '12:30' || only.end < '16:00') return [day, hours[day]];
      const split = [
        { start: only.start, end: '13:00' },
        { start: '15:00', end: only.end },
      ];
      return [day, { isOpen, ranges: split }];
    }),
  ) as WorkingHours;
}

import * as yup from 'yup';
import { DAY_RANGES_MAX } from './day-ranges';
import { LIMITS } from './limits';
import { parseTime } from './opening-hours';
import { WEEKDAYS, type TimeRange, type WorkingHours } from './shop';

/**
 * The weekly hours as a request sends them, for the shop's week (PUT /api/shops/{id}/working-hours) and a team
 * member's own week (the team endpoints) alike: each weekday open or closed with 1–4 ranges in the order of the
 * day, none overlapping or touching another (two ranges that touch are one range). The message ids are the
 * editors' (both name the day: `{day}`).
 */

export const DAY_RANGE_MESSAGES = {
  /** the spec's 'Invalid time range for {day}. Start time must be before end time.' */
  invalidRange: 'shopSetup.hours.invalidRange',
  rangesOverlap: 'shopSetup.hours.rangesOverlap',
  rangesRequired: 'shopSetup.hours.rangesRequired',
  tooManyRanges: 'shopSetup.hours.tooManyRanges',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A start time 'HH:MM'. */
export const timeField = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .matches(TIME, 'validation.invalidType');

/** An end time 'HH:MM', or '24:00' (open until midnight). */
export const endTimeField = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .matches(END_TIME, 'validation.invalidType');

/** Start strictly before end (both 'HH:MM'; the end may be '24:00'); malformed times are their own error. */
export function startsBeforeEnd(start: string | null | undefined, end: string | null | undefined) {
  const from = parseTime(start);
  const to = parseTime(end);
  return from === null || to === null || from < to;
}

export interface RangeProblem {
  /** below the day: `ranges`, `ranges[1].end`, … */
  path: string;
  message: (typeof DAY_RANGE_MESSAGES)[keyof typeof DAY_RANGE_MESSAGES];
}

/**
 * The first thing wrong with an open day's ranges (as sent, in any order), or null: none at all, a range ending
 * before it starts (named at its end), or a range overlapping or touching an earlier one (named at its start).
 */
export function rangesProblem(ranges: readonly TimeRange[]): RangeProblem | null {
  if (ranges.length === 0) return { path: 'ranges', message: DAY_RANGE_MESSAGES.rangesRequired };
  const parsed: { index: number; start: number; end: number }[] = [];
  for (const [index, range] of ranges.entries()) {
    if (!startsBeforeEnd(range.start, range.end))
      return { path: `ranges[${index}].end`, message: DAY_RANGE_MESSAGES.invalidRange };
    const start = parseTime(range.start);
    const end = parseTime(range.end);
    if (start !== null && end !== null) parsed.push({ index, start, end });
  }
  parsed.sort((a, b) => a.start - b.start || a.index - b.index);
  for (let i = 1; i < parsed.length; i += 1) {
    const later = parsed[i]!;
    if (later.start <= parsed[i - 1]!.end)
      return { path: `ranges[${later.index}].start`, message: DAY_RANGE_MESSAGES.rangesOverlap };
  }
  return null;
}

const rangeSchema = yup
  .object({
    start: timeField().required('validation.required'),
    end: endTimeField().required('validation.required'),
  })
  .noUnknown();

export const dayHoursSchema = yup
  .object({
    isOpen: yup.boolean().strict().required('validation.required'),
    ranges: yup
      .array(rangeSchema.required())
      .max(DAY_RANGES_MAX, DAY_RANGE_MESSAGES.tooManyRanges)
      // a closed day needs none (an open one is told below)
      .default([]),
  })
  .noUnknown()
  .test('ranges', DAY_RANGE_MESSAGES.invalidRange, function check(day) {
    if (!day?.isOpen || !Array.isArray(day.ranges)) return true;
    const problem = rangesProblem(day.ranges);
    if (!problem) return true;
    return this.createError({ path: `${this.path}.${problem.path}`, message: problem.message });
  });

// built from WEEKDAYS, so yup cannot name the keys: typed as the week it checks
export const weekHoursSchema = yup
  .object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, dayHoursSchema.required('validation.required')]),
    ),
  )
  .noUnknown() as unknown as yup.ObjectSchema<WorkingHours>;

import * as yup from 'yup';
import { addMonths, effectiveStaff } from './availability-plan';
import { BOOKING_HORIZON_MONTHS, SLOT_MINUTES, type AvailabilityShop } from './booking';
import { LIMITS } from './limits';
import { formatMinutes } from './availability';
import { addDays, localClock, parseTime } from './opening-hours';

/**
 * Blocked time (issue 15): the owner takes a person, or the whole shop, out of the book for a while, with a
 * reason. Blocked cells are claimed like a booking's, so customers' slots lose them and no booking can land
 * there. The schema validates the dialog's form and the request alike; the rules below (past, horizon, which
 * staff a block covers) are shared by the server and the mocks.
 */
export interface ShopBlock {
  id: string;
  shopId: string;
  /** null: the whole shop (every staff member) */
  staffId: string | null;
  /** shop-local YYYY-MM-DD and HH:MM, on the 30-minute grid */
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  createdAt: string;
}

export const BLOCK_LIMITS = {
  reason: 200,
  /** blocks from today on, per shop: each holds claims, so the count is bounded */
  upcoming: 200,
  /** days one GET may span (a month view with its edges) */
  rangeDays: 62,
} as const;

/** Message ids of the dialog's validation failures (the server answers them in `errors`). */
export const BLOCK_MESSAGES = {
  reasonRequired: 'shopOps.blocks.reasonRequired',
  endBeforeStart: 'shopOps.blocks.endBeforeStart',
  offGrid: 'shopOps.blocks.offGrid',
  datePast: 'shopOps.blocks.datePast',
  beyondHorizon: 'shopOps.blocks.beyondHorizon',
  staffUnknown: 'shopOps.blocks.staffUnknown',
  rangeInvalid: 'shopOps.blocks.rangeInvalid',
  pastMidnight: 'shopOps.blocks.pastMidnight',
} as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const ID = /^[A-Za-z0-9][\w-]{0,159}$/;

const onGrid = (time: string | undefined) => {
  const minutes = parseTime(time);
  return minutes === null || minutes % SLOT_MINUTES === 0;
};

const date = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .required('validation.required')
    .matches(DATE, 'validation.invalidType');

const staffId = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.id, 'validation.tooLong')
    .matches(ID, 'validation.invalidType')
    .nullable()
    .default(null);

const startTime = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .required('validation.required')
    .matches(TIME, 'validation.invalidType')
    .test('grid', BLOCK_MESSAGES.offGrid, onGrid);

/** POST /api/shops/{id}/blocks: one person (or null: the whole shop) on one day, start before end. */
export const createBlockSchema = yup
  .object({
    staffId: staffId(),
    date: date(),
    startTime: startTime(),
    endTime: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .required('validation.required')
      .matches(END_TIME, 'validation.invalidType')
      .test('grid', BLOCK_MESSAGES.offGrid, onGrid),
    reason: yup
      .string()
      .strict()
      .max(BLOCK_LIMITS.reason, 'validation.tooLong')
      .required(BLOCK_MESSAGES.reasonRequired)
      // strict schemas do not trim: a blank reason is no reason
      .test('given', BLOCK_MESSAGES.reasonRequired, (text) => !text || text.trim() !== ''),
  })
  .noUnknown()
  .test('range', BLOCK_MESSAGES.endBeforeStart, function check(value) {
    const start = parseTime(value?.startTime);
    const end = parseTime(value?.endTime);
    if (start === null || end === null || start < end) return true;
    return this.createError({ path: 'endTime', message: BLOCK_MESSAGES.endBeforeStart });
  });
export type CreateBlockInput = yup.InferType<typeof createBlockSchema>;

/**
 * PATCH /api/shops/{id}/blocks/{blockId}: where a block moves to (a person or null: the whole shop, a day, a
 * start); its length and reason stay.
 */
export const moveBlockSchema = yup
  .object({ staffId: staffId(), date: date(), startTime: startTime() })
  .noUnknown();
export type MoveBlockInput = yup.InferType<typeof moveBlockSchema>;

type BlockPlace = Pick<ShopBlock, 'staffId' | 'date' | 'startTime' | 'endTime'>;

/**
 * A block at its new place: the same length from the new start. The failure (field → message id) when it would
 * run past midnight (a block is one day's).
 */
export function movedBlock(
  block: BlockPlace,
  to: MoveBlockInput,
): { place: BlockPlace } | { errors: Record<string, string> } {
  const start = parseTime(block.startTime) ?? 0;
  const length = (parseTime(block.endTime) ?? start) - start;
  const from = parseTime(to.startTime) ?? 0;
  if (from + length > 24 * 60) return { errors: { startTime: BLOCK_MESSAGES.pastMidnight } };
  const end = from + length === 24 * 60 ? '24:00' : formatMinutes(from + length);
  return {
    place: { staffId: to.staffId ?? null, date: to.date, startTime: to.startTime, endTime: end },
  };
}

/** Whether a move leaves the block where it is (nothing to claim or release). */
export const samePlace = (a: BlockPlace, b: BlockPlace): boolean =>
  a.staffId === b.staffId && a.date === b.date && a.startTime === b.startTime;

/** GET /api/shops/{id}/blocks?from&to: shop-local dates, inclusive, at most BLOCK_LIMITS.rangeDays apart. */
export const blocksQuerySchema = yup
  .object({ from: date(), to: date() })
  .noUnknown()
  .test('range', BLOCK_MESSAGES.rangeInvalid, function check(value) {
    if (!value?.from || !value.to) return true;
    if (value.to >= value.from && value.to <= addDays(value.from, BLOCK_LIMITS.rangeDays - 1))
      return true;
    return this.createError({ path: 'to', message: BLOCK_MESSAGES.rangeInvalid });
  });

/**
 * What is wrong with a block's time now (field → message id): its end already past in the shop's zone, or
 * its date past the booking horizon (no customer can book there, so there is nothing to block).
 */
export function blockTimeErrors(
  input: Pick<CreateBlockInput, 'date' | 'endTime'>,
  now: Date,
  timeZone: string,
): Record<string, string> {
  const clock = localClock(now, timeZone);
  const end = parseTime(input.endTime) ?? 0;
  if (input.date < clock.date || (input.date === clock.date && end <= clock.minutes))
    return { date: BLOCK_MESSAGES.datePast };
  if (input.date > addMonths(clock.date, BOOKING_HORIZON_MONTHS))
    return { date: BLOCK_MESSAGES.beyondHorizon };
  return {};
}

/**
 * The staff a block takes out: the named person, or everyone who works (the shop's one chair when it has no
 * staff, as its bookings hold). Null when the named person is not on the team.
 */
export function blockStaffIds(shop: AvailabilityShop, staffId: string | null): string[] | null {
  const team = effectiveStaff(shop).map((member) => member.id);
  if (staffId === null) return team;
  return team.includes(staffId) ? [staffId] : null;
}

/**
 * A block's id starts with its date (`20261201-<random>`), so a delete finds its month's document by `_id`
 * without a scan; null for anything else.
 */
export function blockIdMonth(id: string): string | null {
  const match = /^(\d{4})(\d{2})\d{2}-[a-z0-9]{6,40}$/.exec(id);
  return match ? `${match[1]}-${match[2]}` : null;
}

export const blockIdPrefix = (day: string): string => day.replaceAll('-', '');

/** A booking in the way of a block (the 409's `data.bookings`), for the dialog to list. */
export interface BlockConflict {
  id: string;
  reference: string;
  date: string;
  time: string;
  durationMinutes: number;
  staffId: string;
  customerName: string;
  service: string;
}

/** Sorted as a day is read: date, start, person. */
export const byBlockTime = (a: ShopBlock, b: ShopBlock): number =>
  a.date.localeCompare(b.date) ||
  a.startTime.localeCompare(b.startTime) ||
  (a.staffId ?? '').localeCompare(b.staffId ?? '');

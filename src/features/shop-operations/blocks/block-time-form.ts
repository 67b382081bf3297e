import { ValidationError } from 'yup';
import { formatMinutes } from '@/domain/availability';
import { SLOT_MINUTES } from '@/domain/booking';
import { parseTime } from '@/domain/opening-hours';
import { createBlockSchema, type CreateBlockInput } from '@/domain/shop-blocks';

/** The dialog's fields: `staffId` '' stands for the whole shop (a select cannot hold null). */
export interface BlockTimeValues {
  staffId: string;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
}

const DAY_MINUTES = 24 * 60;

/** Start times on the booking grid (00:00 … 23:30); end times one cell later (00:30 … 24:00). */
export const START_TIMES = Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, i) =>
  formatMinutes(i * SLOT_MINUTES),
);
export const END_TIMES = [...START_TIMES.slice(1), '24:00'];

/** An hour after `start` by default (the end of the day at the latest). */
export function defaultEnd(start: string): string {
  const minutes = Math.min(DAY_MINUTES, (parseTime(start) ?? 9 * 60) + 60);
  return minutes === DAY_MINUTES ? '24:00' : formatMinutes(minutes);
}

export function initialValues(
  today: string,
  initial?: { date?: string; startTime?: string; staffId?: string | null },
): BlockTimeValues {
  const startTime = initial?.startTime ?? '09:00';
  return {
    staffId: initial?.staffId ?? '',
    date: initial?.date ?? today,
    startTime,
    endTime: defaultEnd(startTime),
    reason: '',
  };
}

export const toInput = (values: BlockTimeValues): CreateBlockInput => ({
  staffId: values.staffId === '' ? null : values.staffId,
  date: values.date,
  startTime: values.startTime,
  endTime: values.endTime,
  reason: values.reason,
});

/** The request schema's verdict on the fields (field → message id), as formik's `validate` wants it. */
export async function validateBlockTime(values: BlockTimeValues): Promise<Record<string, string>> {
  try {
    await createBlockSchema.validate(toInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error])
      if (inner.path && !errors[inner.path]) errors[inner.path] = String(inner.message);
    return errors;
  }
}

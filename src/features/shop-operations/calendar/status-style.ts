import type { Theme } from '@mui/material/styles';
import type { BookingStatus } from '@/domain/booking';

/**
 * A booking block's colours per status, from the same themed pairs as the customers' status chips (checked for
 * contrast in every theme); the block also writes the status, so colour never carries the meaning alone.
 */
const TONE: Record<BookingStatus, 'open' | 'busy' | 'closed' | 'unknown' | 'moved'> = {
  pending: 'busy',
  confirmed: 'open',
  'checked-in': 'moved',
  completed: 'open',
  cancelled: 'unknown',
  'no-show': 'closed',
  rescheduled: 'moved',
  rejected: 'closed',
};

export function statusColours(t: Theme, status: BookingStatus): { bg: string; fg: string } {
  const palette = (t.vars ?? t).palette;
  const tone = TONE[status];
  if (tone === 'moved') return { bg: palette.surface.brandSoft, fg: palette.surface.brandSoftText };
  return palette.shopStatus[tone];
}

/** The catalogs' status words (shared with the customers' booking cards). */
export const STATUS_MESSAGE: Record<BookingStatus, string> = {
  pending: 'bookingUi.card.status.pending',
  confirmed: 'bookingUi.card.status.confirmed',
  'checked-in': 'bookingUi.card.status.checkedIn',
  completed: 'bookingUi.card.status.completed',
  cancelled: 'bookingUi.card.status.cancelled',
  'no-show': 'bookingUi.card.status.noShow',
  rescheduled: 'bookingUi.card.status.rescheduled',
  rejected: 'bookingUi.card.status.rejected',
};

/** Statuses whose booking no longer holds its time: drawn faded, and not moved by drag. */
export const RELEASED_STATUSES: readonly BookingStatus[] = ['cancelled', 'rejected', 'no-show'];

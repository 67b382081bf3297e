import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { BookingStatus } from '@/domain/booking';

/**
 * Which themed pair each booking status wears. The status-badge pairs (bg/fg) are already checked for
 * contrast in every theme; the text is always shown, so colour never carries the meaning alone.
 */
type Tone = 'positive' | 'waiting' | 'moved' | 'ended' | 'negative';
const TONE: Record<BookingStatus, Tone> = {
  pending: 'waiting',
  confirmed: 'positive',
  'checked-in': 'moved',
  completed: 'positive',
  cancelled: 'ended',
  'no-show': 'negative',
  rescheduled: 'moved',
  rejected: 'negative',
};

function colours(t: Theme, tone: Tone): { bg: string; fg: string } {
  const palette = (t.vars ?? t).palette;
  switch (tone) {
    case 'positive':
      return palette.shopStatus.open;
    case 'waiting':
      return palette.shopStatus.busy;
    case 'negative':
      return palette.shopStatus.closed;
    case 'ended':
      return palette.shopStatus.unknown;
    case 'moved':
      return { bg: palette.surface.brandSoft, fg: palette.surface.brandSoftText };
  }
}

export interface BookingStatusChipProps {
  status: BookingStatus;
  label: string;
}

/** A booking's status as a small pill (all eight statuses of spec 02 §4 / spec 03). */
export function BookingStatusChip({ status, label }: BookingStatusChipProps) {
  return (
    <Box
      component="span"
      data-status={status}
      data-testid="booking-status"
      sx={(t) => {
        const { bg, fg } = colours(t, TONE[status]);
        return {
          display: 'inline-flex',
          alignItems: 'center',
          px: 1,
          py: 0.25,
          borderRadius: 999,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          bgcolor: bg,
          color: fg,
          border: t.accessibility.highContrast ? `2px solid ${fg}` : '1px solid transparent',
        };
      }}
    >
      {label}
    </Box>
  );
}

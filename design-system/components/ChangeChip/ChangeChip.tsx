import Box from '@mui/material/Box';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface ChangeChipProps {
  /** which way the figure moved; also picks the arrow and the tone */
  direction: ChangeDirection;
  /** the change as text with its sign ("+12% vs previous period"): the sign is in the words, not only the colour */
  label: string;
  /** a fall is good news for some figures (cancellations): swaps the tones, not the arrow */
  downIsGood?: boolean;
}

/** The direction of a percentage (null or 0 → flat). */
export function changeDirection(change: number | null): ChangeDirection {
  if (change === null || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

const ICON = { up: ArrowUpwardRounded, down: ArrowDownwardRounded, flat: RemoveRounded };

/**
 * A figure compared with the previous period, as a small pill: an arrow, and the caller's text with the sign.
 * Tones come from the status pairs already checked for contrast in every theme.
 */
export function ChangeChip({ direction, label, downIsGood = false }: ChangeChipProps) {
  const Icon = ICON[direction];
  const good = direction === 'flat' ? null : (direction === 'up') !== downIsGood;
  return (
    <Box
      component="span"
      data-direction={direction}
      data-testid="change-chip"
      sx={(t) => {
        const status = (t.vars ?? t).palette.shopStatus;
        const tone = good === null ? status.unknown : good ? status.open : status.closed;
        return {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 999,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.5,
          bgcolor: tone.bg,
          color: tone.fg,
          border: t.accessibility.highContrast ? `2px solid ${tone.fg}` : '1px solid transparent',
          '& svg': { fontSize: '0.95rem' },
        };
      }}
    >
      <Icon aria-hidden="true" />
      {label}
    </Box>
  );
}

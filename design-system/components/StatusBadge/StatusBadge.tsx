import Box from '@mui/material/Box';
import type { ShopOpenStatus } from '@/domain/shop';

export interface StatusBadgeProps {
  /** null/undefined/anything else → 'unknown' (spec: open, closed, busy; otherwise unknown). */
  status?: ShopOpenStatus | string | null;
  label: string;
  size?: 'small' | 'medium';
  /** Raised look with a shadow, for use over images. */
  overlay?: boolean;
}

export function normalizeStatus(status: unknown): ShopOpenStatus {
  return status === 'open' || status === 'closed' || status === 'busy' ? status : 'unknown';
}

/** Open / closed / busy / unknown pill with a dot; colours from palette.shopStatus. */
export function StatusBadge({ status, label, size = 'small', overlay = false }: StatusBadgeProps) {
  const s = normalizeStatus(status);
  return (
    <Box
      component="span"
      data-status={s}
      data-testid="status-badge"
      sx={(t) => {
        const tone = (t.vars ?? t).palette.shopStatus[s];
        return {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: size === 'small' ? 1 : 1.25,
          py: size === 'small' ? 0.25 : 0.5,
          borderRadius: 999,
          fontSize: size === 'small' ? '0.75rem' : '0.8125rem',
          fontWeight: 600,
          lineHeight: 1.5,
          letterSpacing: '0.01em',
          whiteSpace: 'nowrap',
          bgcolor: tone.bg,
          color: tone.fg,
          border: t.accessibility.highContrast ? `2px solid ${tone.fg}` : '1px solid transparent',
          boxShadow: overlay ? (t.vars ?? t).palette.shadow.card : 'none',
        };
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={(t) => ({
          width: 7,
          height: 7,
          borderRadius: '50%',
          flex: 'none',
          bgcolor: (t.vars ?? t).palette.shopStatus[s].dot,
        })}
      />
      {label}
    </Box>
  );
}

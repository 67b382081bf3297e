import Box from '@mui/material/Box';
import StarRounded from '@mui/icons-material/StarRounded';
import StarHalfRounded from '@mui/icons-material/StarHalfRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { useIntl } from 'react-intl';

export interface RatingStarsProps {
  /** 0–5 */
  value: number;
  /** Accessible text, e.g. "Rated 4.8 out of 5". */
  label: string;
  /** Show the numeric value next to the stars (default true). */
  showValue?: boolean;
  /** Text after the value, e.g. "(128 reviews)". */
  caption?: string;
  size?: 'small' | 'medium';
  /** Compact: one star + value. */
  compact?: boolean;
}

/** Read-only rating: stars (decorative) + value; the label carries the meaning for screen readers. */
export function RatingStars({
  value,
  label,
  showValue = true,
  caption,
  size = 'small',
  compact = false,
}: RatingStarsProps) {
  const intl = useIntl();
  const v = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const iconSize = size === 'small' ? 18 : 22;
  const stars = compact
    ? [<StarRounded key="s" sx={{ fontSize: iconSize }} />]
    : Array.from({ length: 5 }, (_, i) => {
        const fill = v - i;
        if (fill >= 0.75) return <StarRounded key={i} sx={{ fontSize: iconSize }} />;
        if (fill >= 0.25) return <StarHalfRounded key={i} sx={{ fontSize: iconSize }} />;
        return <StarOutlineRounded key={i} sx={{ fontSize: iconSize }} />;
      });
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{ display: 'inline-flex', color: (t) => (t.vars ?? t).palette.accent.rating }}
      >
        {stars}
      </Box>
      {showValue ? (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            fontWeight: 700,
            fontSize: size === 'small' ? '0.875rem' : '1rem',
            color: 'text.primary',
          }}
        >
          {intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </Box>
      ) : null}
      {caption ? (
        <Box
          component="span"
          sx={{ fontSize: '0.8125rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {caption}
        </Box>
      ) : null}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface MetricCardProps {
  /** what is counted ("Today's bookings") */
  label: string;
  /** the figure, already formatted in the reader's language (currency, decimals) */
  value: string;
  /** a line under the figure ("from 23 reviews") */
  detail?: string;
  /** a comparison (a ChangeChip) shown under the figure */
  change?: ReactNode;
  icon?: ReactNode;
  /** the figure is still loading: a placeholder of the same size, announced as busy */
  loading?: boolean;
  /** a button or link under the card's text (e.g. "See pending") */
  action?: ReactNode;
}

/**
 * One key figure of a dashboard: label, value and an optional detail and comparison. The label and the value
 * form one term/description pair, so a screen reader reads "Today's bookings: 6".
 */
export function MetricCard({
  label,
  value,
  detail,
  change,
  icon,
  loading = false,
  action,
}: MetricCardProps) {
  return (
    <Box
      component="dl"
      aria-busy={loading || undefined}
      sx={(t) => ({
        m: 0,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 0,
        height: '100%',
        borderRadius: 3,
        bgcolor: (t.vars ?? t).palette.background.paper,
        border: `${t.accessibility.highContrast ? 2 : 1}px solid ${(t.vars ?? t).palette.border.subtle}`,
      })}
    >
      {/* the term holds the icon too: a <dl> may hold only terms and definitions (axe definition-list) */}
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
      >
        {icon ? (
          <Box
            aria-hidden="true"
            sx={(t) => ({
              display: 'grid',
              placeItems: 'center',
              width: 32,
              height: 32,
              flex: 'none',
              borderRadius: '50%',
              bgcolor: (t.vars ?? t).palette.surface.brandSoft,
              color: (t.vars ?? t).palette.surface.brandSoftText,
              '& svg': { fontSize: 18 },
            })}
          >
            {icon}
          </Box>
        ) : null}
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {loading ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
        ) : (
          <Typography
            component="span"
            variant="h5"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        )}
        {!loading && detail ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
        {!loading && change ? <Box component="span">{change}</Box> : null}
        {!loading && action ? <Box component="span">{action}</Box> : null}
      </Box>
    </Box>
  );
}

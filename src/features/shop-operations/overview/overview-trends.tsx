import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ChangeChip } from '@design-system/components';
import type { ComparedFigure, ShopPerformance } from '@/domain/shop-dashboard';
import { changeOf, formatCount, formatEuro } from './overview-format';

type Trends = NonNullable<ShopPerformance['trends']>;

function Trend({
  labelId,
  figure,
  format,
}: {
  labelId: string;
  figure: ComparedFigure;
  format: (value: number) => string;
}) {
  const intl = useIntl();
  const change = changeOf(intl, figure);
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: labelId })}
      </Typography>
      <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {format(figure.current)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {intl.formatMessage(
          { id: 'shopOps.overview.trends.previous' },
          { value: format(figure.previous) },
        )}
      </Typography>
      <span>
        <ChangeChip direction={change.direction} label={change.label} />
      </span>
    </Box>
  );
}

/** Revenue, bookings and average rating now and in the previous period. */
export function OverviewTrends({ trends }: { trends: Trends }) {
  const intl = useIntl();
  const euro = (v: number) => formatEuro(intl, v);
  const count = (v: number) => formatCount(intl, v);
  return (
    <Box component="section" aria-labelledby="overview-trends">
      <Typography
        id="overview-trends"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {intl.formatMessage({ id: 'shopOps.overview.trends.title' })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Trend labelId="shopOps.overview.trends.revenue" figure={trends.revenue} format={euro} />
        <Trend labelId="shopOps.overview.trends.bookings" figure={trends.bookings} format={count} />
        <Trend
          labelId="shopOps.overview.trends.satisfaction"
          figure={trends.satisfaction}
          format={count}
        />
      </Box>
    </Box>
  );
}

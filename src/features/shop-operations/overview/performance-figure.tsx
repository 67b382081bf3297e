import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@design-system/a11y/visually-hidden';
import { ChangeChip } from '@design-system/components';
import type { PerformanceChart, PerformancePeriod } from '@/domain/shop-dashboard';
import { bucketLabel, changeOf } from './overview-format';

// x-charts is only needed here: it loads with the first chart, not with the shop area
const LazyChart = lazy(() =>
  import('./performance-chart').then((m) => ({ default: m.PerformanceChart })),
);

/**
 * One chart of the performance section: its title, the totals in words (current, previous, change with its sign),
 * the drawing, and the same figures as a table for screen readers.
 */
export function PerformanceFigure({
  titleId,
  chart,
  period,
  format,
  axisFormat = format,
}: {
  titleId: string;
  chart: PerformanceChart;
  period: PerformancePeriod;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const change = changeOf(intl, chart.total);
  const currentLabel = intl.formatMessage({ id: 'shopOps.overview.chart.current' });
  const previousLabel = intl.formatMessage({ id: 'shopOps.overview.chart.previous' });
  const labels = chart.points.map((p) => bucketLabel(intl, p.date, period));
  const headingId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      sx={{ m: 0, minWidth: 0 }}
      data-chart={titleId}
    >
      <Box
        component="figcaption"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="span" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(chart.total.current)}
        </Typography>
        <ChangeChip direction={change.direction} label={change.label} />
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage(
            { id: 'shopOps.overview.chart.summary' },
            {
              title,
              current: format(chart.total.current),
              previous: format(chart.total.previous),
              change: change.label,
            },
          )}
        </Box>
      </Box>
      {/* no buckets (a period with no data at all): the totals above say it, an empty frame would not */}
      {chart.points.length > 0 ? (
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <LazyChart
            chart={chart}
            labels={labels}
            format={format}
            axisFormat={axisFormat}
            currentLabel={currentLabel}
            previousLabel={previousLabel}
          />
        </Suspense>
      ) : null}
      <Box component="table" sx={visuallyHidden}>
        <caption>{intl.formatMessage({ id: 'shopOps.overview.chart.table' }, { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'shopOps.overview.chart.date' })}</th>
            <th scope="col">{currentLabel}</th>
            <th scope="col">{previousLabel}</th>
          </tr>
        </thead>
        <tbody>
          {chart.points.map((point, i) => (
            <tr key={point.date}>
              <th scope="row">{labels[i]}</th>
              <td>{format(point.current)}</td>
              <td>{format(point.previous)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { visuallyHidden } from '@design-system/a11y/visually-hidden';
import type { SalesChartProps } from './sales-chart';

// x-charts is only needed here: it loads with the first chart, not with the page
const LazyChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

export interface FigureTable {
  caption: string;
  /** the first column's header, then one per value column */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * One chart with its title, an optional line of totals, the drawing (hidden from screen readers) and the same
 * figures as a table that only screen readers read. Without points it says so instead of an empty frame.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
  emptyText,
}: {
  title: string;
  summary?: ReactNode;
  chart: SalesChartProps;
  table: FigureTable;
  emptyText: string;
}) {
  const headingId = useId();
  const empty = chart.labels.length === 0 || chart.series.every((s) => s.data.every((v) => !v));
  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0, minWidth: 0 }}>
      <Box
        component="figcaption"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {summary}
      </Box>
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3 }}>
          {emptyText}
        </Typography>
      ) : (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={chart.height ?? 240} />}>
            <LazyChart {...chart} />
          </Suspense>
          <Box component="table" sx={visuallyHidden}>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.cells[0]}</th>
                  {row.cells.slice(1).map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Box>
  );
}

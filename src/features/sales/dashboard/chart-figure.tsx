import { lazy, type ReactNode } from 'react';
import { ChartFigure as Figure, type FigureTableProps } from '@design-system/components';
import type { SalesChartProps } from './sales-chart';

// x-charts is only needed here: it loads with the first chart, not with the page
const LazyChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

export type FigureTable = Omit<FigureTableProps, 'hidden'>;

/**
 * A sales chart in the design system's figure (title, summary, the same figures as a table for screen readers):
 * drawn with x-charts, loaded with the first chart; a chart whose series are all zero says so instead.
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
  const empty = chart.labels.length === 0 || chart.series.every((s) => s.data.every((v) => !v));
  return (
    <Figure
      title={title}
      summary={summary}
      chart={<LazyChart {...chart} />}
      chartHeight={chart.height ?? 240}
      table={table}
      empty={empty}
      emptyText={emptyText}
    />
  );
}

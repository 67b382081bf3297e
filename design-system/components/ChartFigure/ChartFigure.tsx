import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId, type ReactNode } from 'react';
import { FigureTable, type FigureTableProps } from './FigureTable';

export interface ChartFigureProps {
  title: string;
  /** a line beside the title: totals, a change chip */
  summary?: ReactNode;
  /** the drawing, hidden from screen readers (often a lazily loaded chart: it suspends behind a placeholder) */
  chart: ReactNode;
  /** the drawing's height, for the placeholder while it loads */
  chartHeight?: number;
  /** the same figures for screen readers; the drawing is hidden from them */
  table: Omit<FigureTableProps, 'hidden'>;
  /** no figures to draw: this text stands instead of an empty frame */
  empty?: boolean;
  emptyText: string;
}

/**
 * One chart with its title, an optional summary, the drawing and the same figures as a table only screen readers
 * read (every chart has a table alternative). Without figures it says so instead of drawing an empty frame.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  chartHeight = 240,
  table,
  empty = false,
  emptyText,
}: ChartFigureProps) {
  const headingId = useId();
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
          <Suspense fallback={<Skeleton variant="rounded" height={chartHeight} />}>
            {chart}
          </Suspense>
          <FigureTable {...table} hidden />
        </>
      )}
    </Box>
  );
}

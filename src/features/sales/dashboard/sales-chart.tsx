import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/** One series of a sales chart; `tone` picks the theme colour, `previous` is drawn dashed or lighter. */
export interface SalesSeries {
  id: string;
  label: string;
  data: number[];
  tone?: 'current' | 'previous';
}

export interface SalesChartProps {
  kind: 'line' | 'bar';
  /** one label per point (dates, hours, categories) */
  labels: string[];
  series: SalesSeries[];
  /** a value as the tooltip shows it */
  format: (value: number) => string;
  /** a value as the narrow axis shows it */
  axisFormat?: (value: number) => string;
  /** bars along the y axis (categories with long names) */
  horizontal?: boolean;
  height?: number;
}

/**
 * The sales pages' drawings (x-charts, loaded with the first chart): lines for trends, bars for comparisons and
 * breakdowns, in the active theme's colours (SVG attributes take no CSS variables, so the palette of the colour
 * scheme in use). Animation follows the reduced-motion setting. Drawn for sighted readers: every figure around
 * one says the same as a table.
 */
export function SalesChart({
  kind,
  labels,
  series,
  format,
  axisFormat = format,
  horizontal = false,
  height = 240,
}: SalesChartProps) {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes[colorScheme]?.palette) || theme.palette;
  const colorOf = (tone: SalesSeries['tone']) =>
    tone === 'previous' ? palette.text.secondary : palette.primary.main;
  const common = {
    height,
    skipAnimation: theme.accessibility.reducedMotion,
    margin: { left: 8, right: 16, top: 8, bottom: 8 },
    grid: horizontal ? { vertical: true } : { horizontal: true },
    hideLegend: series.length < 2,
  };
  const categoryAxis = {
    data: labels,
    tickLabelStyle: { fontSize: 11 },
    // at phone width every label would overlap: the axis keeps the ones that fit
    tickLabelMinGap: 12,
  };
  const valueAxis = {
    valueFormatter: (v: number) => axisFormat(v),
    tickLabelStyle: { fontSize: 11 },
  };
  const valueFormatter = (v: number | null) => (v === null ? '' : format(v));
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{ '& path[data-series="previous"]': { strokeDasharray: '6 4' } }}
    >
      {kind === 'line' ? (
        <LineChart
          {...common}
          xAxis={[{ ...categoryAxis, scaleType: 'point' as const }]}
          yAxis={[{ ...valueAxis, width: 56 }]}
          series={series.map((s) => ({
            id: s.id,
            data: s.data,
            label: s.label,
            color: colorOf(s.tone),
            valueFormatter,
            showMark: labels.length <= 14,
            // straight segments: a smoothed curve would draw values between days that never happened
            curve: 'linear' as const,
          }))}
        />
      ) : (
        <BarChart
          {...common}
          layout={horizontal ? 'horizontal' : 'vertical'}
          {...(horizontal
            ? {
                xAxis: [valueAxis],
                yAxis: [{ ...categoryAxis, scaleType: 'band' as const, width: 96 }],
              }
            : {
                xAxis: [{ ...categoryAxis, scaleType: 'band' as const }],
                yAxis: [{ ...valueAxis, width: 56 }],
              })}
          series={series.map((s) => ({
            id: s.id,
            data: s.data,
            label: s.label,
            color: colorOf(s.tone),
            valueFormatter,
          }))}
        />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PerformanceChart as Chart } from '@/domain/shop-dashboard';

interface PerformanceChartProps {
  chart: Chart;
  /** bucket labels for the x axis, one per point */
  labels: string[];
  /** a value as the tooltip shows it (euro for revenue) */
  format: (value: number) => string;
  /** a value as the narrow y axis shows it ("€1.2K") */
  axisFormat: (value: number) => string;
  currentLabel: string;
  previousLabel: string;
}

/**
 * This period's line over the previous period's (dashed, so the two differ without colour), in the active theme's
 * colours. SVG strokes are attributes, where CSS variables do not resolve, so the colours are the palette of the
 * colour scheme in use rather than `theme.vars`. Drawn for sighted readers: the figure's table says the same.
 */
export function PerformanceChart({
  chart,
  labels,
  format,
  axisFormat,
  currentLabel,
  previousLabel,
}: PerformanceChartProps) {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes[colorScheme]?.palette) || theme.palette;
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{ '& path[data-series="previous"]': { strokeDasharray: '6 4' } }}
    >
      <LineChart
        height={220}
        skipAnimation={theme.accessibility.reducedMotion}
        margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: labels,
            tickLabelStyle: { fontSize: 11 },
            // at phone width every label would overlap: the axis keeps the ones that fit
            tickLabelMinGap: 12,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (v: number) => axisFormat(v),
            width: 56,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        series={[
          {
            id: 'previous',
            data: chart.points.map((p) => p.previous),
            label: previousLabel,
            color: palette.text.secondary,
            valueFormatter: (v) => (v === null ? '' : format(v)),
            showMark: false,
            curve: 'linear',
          },
          {
            id: 'current',
            data: chart.points.map((p) => p.current),
            label: currentLabel,
            color: palette.primary.main,
            valueFormatter: (v) => (v === null ? '' : format(v)),
            showMark: chart.points.length <= 14,
            // straight segments: a smoothed curve would draw values between days that never happened
            curve: 'linear',
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}

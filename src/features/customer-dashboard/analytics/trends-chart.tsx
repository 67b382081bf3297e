import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

export interface TrendsChartProps {
  /** one label per week or month */
  labels: string[];
  bookings: number[];
  /** euro */
  spent: number[];
  bookingsLabel: string;
  spentLabel: string;
  formatBookings: (value: number) => string;
  formatSpent: (value: number) => string;
}

/**
 * Bookings and spending over the period as two lines on their own scales (counts on the left, euro on the
 * right), spending dashed so the two differ without colour. The colours are the palette of the colour scheme in
 * use (SVG attributes take no CSS variables), as in the sales charts. Drawn for sighted readers: the figure's
 * table says the same to screen readers.
 */
export function TrendsChart({
  labels,
  bookings,
  spent,
  bookingsLabel,
  spentLabel,
  formatBookings,
  formatSpent,
}: TrendsChartProps) {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes[colorScheme]?.palette) || theme.palette;
  const tickLabelStyle = { fontSize: 11 };
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{ '& path[data-series="spent"]': { strokeDasharray: '6 4' } }}
    >
      <LineChart
        height={240}
        skipAnimation={theme.accessibility.reducedMotion}
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'point',
            data: labels,
            tickLabelStyle,
            // at phone width every label would overlap: the axis keeps the ones that fit
            tickLabelMinGap: 12,
          },
        ]}
        yAxis={[
          {
            id: 'bookings',
            position: 'left',
            width: 40,
            tickMinStep: 1,
            valueFormatter: (v: number) => formatBookings(v),
            tickLabelStyle,
          },
          {
            id: 'spent',
            position: 'right',
            width: 56,
            valueFormatter: (v: number) => formatSpent(v),
            tickLabelStyle,
          },
        ]}
        series={[
          {
            id: 'bookings',
            yAxisId: 'bookings',
            data: bookings,
            label: bookingsLabel,
            color: palette.primary.main,
            valueFormatter: (v) => (v === null ? '' : formatBookings(v)),
            showMark: labels.length <= 14,
            // straight segments: a smoothed curve would draw values between buckets that never happened
            curve: 'linear',
          },
          {
            id: 'spent',
            yAxisId: 'spent',
            data: spent,
            label: spentLabel,
            color: palette.text.secondary,
            valueFormatter: (v) => (v === null ? '' : formatSpent(v)),
            showMark: labels.length <= 14,
            curve: 'linear',
          },
        ]}
      />
    </Box>
  );
}

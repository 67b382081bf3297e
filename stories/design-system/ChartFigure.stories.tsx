import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { use } from 'react';
import { useIntl } from 'react-intl';
import { ChangeChip, ChartFigure, FigureTable } from '@design-system/components';

const WEEKS = ['3 Nov', '10 Nov', '17 Nov', '24 Nov'];
const REVENUE = [820, 1140, 960, 1310];

/** A plain drawing in the chart's place: the figure takes any node (the app passes a lazily loaded x-chart). */
function Sparkline() {
  const max = Math.max(...REVENUE);
  const points = REVENUE.map((v, i) => `${(i * 300) / 3},${110 - (v / max) * 100}`).join(' ');
  return (
    <Box aria-hidden="true" inert sx={{ color: 'primary.main' }}>
      <svg viewBox="0 0 300 120" width="100%" height="160" preserveAspectRatio="none">
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    </Box>
  );
}

/** Never resolves: shows the placeholder a chart holds while its code loads. */
const never = new Promise<never>(() => undefined);
function LoadingChart(): null {
  use(never);
  return null;
}

function LocalizedFigure({ state }: { state: 'filled' | 'empty' | 'loading' }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('sales.chart.trends.week');
  const euro = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'EUR' });
  return (
    <Box sx={{ maxWidth: 560 }}>
      <ChartFigure
        title={title}
        summary={
          <ChangeChip direction="up" label={t('shopOps.overview.change.up', { percent: '12.5' })} />
        }
        chart={state === 'loading' ? <LoadingChart /> : <Sparkline />}
        chartHeight={160}
        empty={state === 'empty'}
        emptyText={t('sales.chart.empty')}
        table={{
          caption: t('sales.chart.table', { title }),
          columns: [t('sales.chart.date'), t('sales.chart.revenue')],
          rows: WEEKS.map((week, i) => ({ key: week, cells: [week, euro(REVENUE[i]!)] })),
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/ChartFigure',
  component: LocalizedFigure,
  args: { state: 'filled' },
} satisfies Meta<typeof LocalizedFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { state: 'empty' } };
export const Loading: Story = { args: { state: 'loading' } };

/** The same table on screen: a breakdown such as revenue by payment method. */
export const VisibleTable: Story = {
  render: function Render() {
    const intl = useIntl();
    const t = (id: string) => intl.formatMessage({ id });
    const euro = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'EUR' });
    return (
      <Box sx={{ maxWidth: 560 }}>
        <FigureTable
          caption={t('sales.chart.byPaymentMethod')}
          columns={[
            t('sales.list.method'),
            { label: t('sales.chart.transactions'), numeric: true },
            { label: t('sales.chart.revenue'), numeric: true },
          ]}
          rows={[
            { key: 'card', cells: [t('sales.paymentMethod.card'), '42', euro(2310.5)] },
            { key: 'cash', cells: [t('sales.paymentMethod.cash'), '17', euro(640)] },
          ]}
        />
      </Box>
    );
  },
};

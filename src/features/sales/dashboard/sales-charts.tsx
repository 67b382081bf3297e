import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { SALE_LABEL_IDS } from '@/domain/sales';
import type { SalesBreakdown, SalesDashboard } from '@/domain/sales-dashboard';
import {
  comparisonKeyLabel,
  formatCount,
  formatEuro,
  formatEuroAxis,
  formatPercent,
  formatShortDay,
} from '../sales-format';
import { ChartFigure } from './chart-figure';

/**
 * The dashboard's charts (spec 03 §2): revenue over the period (per day, per week beyond two months), revenue
 * by period against the previous period bucket by bucket, and the breakdowns by category and payment method.
 * Each is drawn and also given as a table for screen readers.
 */
export function SalesCharts({ dashboard }: { dashboard: SalesDashboard }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const euro = (v: number) => formatEuro(intl, v);
  const euroAxis = (v: number) => formatEuroAxis(intl, v);
  const empty = t('sales.chart.empty');
  const revenue = t('sales.chart.revenue');

  const trend = dashboard.trends.points;
  const trendLabels = trend.map((p) => formatShortDay(intl, p.date));
  const byPeriod = dashboard.revenueByPeriod.points;
  const periodLabels = byPeriod.map((p) => comparisonKeyLabel(intl, p.key));
  const current = t('sales.chart.current');
  const previous = t('sales.chart.previous');

  const breakdown = <K extends string>(
    titleId: string,
    rows: SalesBreakdown<K>[],
    labelOf: (key: K) => string,
  ) => {
    const title = t(titleId);
    const labels = rows.map((row) => labelOf(row.key));
    return (
      <ChartFigure
        title={title}
        emptyText={empty}
        chart={{
          kind: 'bar',
          horizontal: true,
          labels,
          series: [{ id: 'revenue', label: revenue, data: rows.map((row) => row.revenue) }],
          format: euro,
          axisFormat: euroAxis,
          height: Math.max(160, 48 * rows.length + 40),
        }}
        table={{
          caption: t('sales.chart.table', { title }),
          columns: [title, t('sales.chart.transactions'), revenue, t('sales.chart.share')],
          rows: rows.map((row, i) => ({
            key: row.key,
            cells: [
              labels[i]!,
              formatCount(intl, row.count),
              euro(row.revenue),
              formatPercent(intl, row.share),
            ],
          })),
        }}
      />
    );
  };

  const trendTitle = t(`sales.chart.trends.${dashboard.trends.unit}`);
  const periodTitle = t(`sales.chart.byPeriod.${dashboard.revenueByPeriod.unit}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartFigure
        title={trendTitle}
        emptyText={empty}
        chart={{
          kind: 'line',
          labels: trendLabels,
          series: [{ id: 'revenue', label: revenue, data: trend.map((p) => p.revenue) }],
          format: euro,
          axisFormat: euroAxis,
        }}
        table={{
          caption: t('sales.chart.table', { title: trendTitle }),
          columns: [t('sales.chart.date'), revenue, t('sales.chart.transactions')],
          rows: trend.map((p, i) => ({
            key: p.date,
            cells: [trendLabels[i]!, euro(p.revenue), formatCount(intl, p.transactions)],
          })),
        }}
      />
      <ChartFigure
        title={periodTitle}
        emptyText={empty}
        chart={{
          kind: 'bar',
          labels: periodLabels,
          series: [
            {
              id: 'previous',
              label: previous,
              data: byPeriod.map((p) => p.previous),
              tone: 'previous',
            },
            { id: 'current', label: current, data: byPeriod.map((p) => p.current) },
          ],
          format: euro,
          axisFormat: euroAxis,
        }}
        table={{
          caption: t('sales.chart.table', { title: periodTitle }),
          columns: [t('sales.chart.bucket'), current, t('sales.chart.previousBucket'), previous],
          rows: byPeriod.map((p, i) => ({
            key: p.key,
            cells: [
              periodLabels[i]!,
              euro(p.current),
              comparisonKeyLabel(intl, p.previousKey) || t('sales.none'),
              euro(p.previous),
            ],
          })),
        }}
      />
      {breakdown('sales.chart.byCategory', dashboard.byCategory, (key) =>
        t(SALE_LABEL_IDS.category(key)),
      )}
      {breakdown('sales.chart.byPaymentMethod', dashboard.byPaymentMethod, (key) =>
        t(SALE_LABEL_IDS.paymentMethod(key)),
      )}
    </Box>
  );
}

import AddRounded from '@mui/icons-material/AddRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ChangeChip, ErrorState, FigureTable, MetricCard } from '@design-system/components';
import { manualSaleHref, salesDashboardHref, salesTransactionsHref } from '@/domain/links';
import { SALE_LABEL_IDS } from '@/domain/sales';
import type { SalesDashboard } from '@/domain/sales-dashboard';
import { changeOf, OverviewPanel } from '@/features/shop-operations';
import { errorText } from '@/lib/error-text';
import { SalesExportSlot } from '../components/sales-export-slot';
import { formatCount, formatEuro, formatPercent, formatRange } from '../sales-format';
import type { SalesRangeParams } from '../sales-range';
import { useSalesDashboard } from '../use-sales-queries';

const MONTH: SalesRangeParams = { period: 'month' };

function MoneyView({ data }: { data: SalesDashboard }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { summary } = data;
  const change = changeOf(intl, {
    current: summary.revenueCents,
    previous: data.previous.revenueCents,
    change: data.change.revenue,
  });
  const money: [string, number][] = [
    ['sales.finance.tips', summary.tips],
    ['sales.finance.discounts', summary.discounts],
    ['sales.finance.tax', summary.tax],
    ['sales.finance.fees', summary.fees],
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t('sales.range', {
          range: formatRange(intl, data.range),
          previous: formatRange(intl, data.previousRange),
        })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <MetricCard
            label={t('sales.summary.revenue')}
            value={formatEuro(intl, summary.revenue)}
            detail={t('sales.finance.transactions', {
              count: formatCount(intl, summary.transactions),
            })}
            change={<ChangeChip direction={change.direction} label={change.label} />}
          />
        </Box>
        {money.map(([id, value]) => (
          <MetricCard key={id} label={t(id)} value={formatEuro(intl, value)} />
        ))}
      </Box>
      <OverviewPanel headingId="finance-methods" title={t('sales.chart.byPaymentMethod')}>
        {data.byPaymentMethod.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t('sales.finance.empty')}
          </Typography>
        ) : (
          <FigureTable
            caption={t('sales.chart.byPaymentMethod')}
            columns={[
              t('sales.list.method'),
              { label: t('sales.chart.transactions'), numeric: true },
              { label: t('sales.chart.revenue'), numeric: true },
              { label: t('sales.chart.share'), numeric: true },
            ]}
            rows={data.byPaymentMethod.map((row) => ({
              key: row.key,
              cells: [
                t(SALE_LABEL_IDS.paymentMethod(row.key)),
                formatCount(intl, row.count),
                formatEuro(intl, row.revenue),
                formatPercent(intl, row.share),
              ],
            }))}
          />
        )}
      </OverviewPanel>
    </Box>
  );
}

/**
 * The shop area's finance tab (spec 03 "finance", issue 16): this month's money — revenue against the same days
 * of last month, tips, discounts, tax, fees and the split by payment method — with the way to the sales
 * dashboard, the transactions, a new sale and the report export.
 */
function ShopFinance({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dashboard = useSalesDashboard(shopId, MONTH);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h5" sx={{ flex: '1 1 200px' }}>
          {t('sales.finance.title')}
        </Typography>
        <Button
          component={RouterLink}
          to={salesDashboardHref({ shop: shopId })}
          variant="contained"
          size="small"
          startIcon={<InsightsRounded />}
        >
          {t('sales.finance.dashboard')}
        </Button>
        <Button
          component={RouterLink}
          to={salesTransactionsHref({ shop: shopId })}
          variant="outlined"
          size="small"
          startIcon={<ReceiptLongRounded />}
        >
          {t('sales.nav.transactions')}
        </Button>
        <Button
          component={RouterLink}
          to={manualSaleHref(shopId)}
          variant="outlined"
          size="small"
          startIcon={<AddRounded />}
        >
          {t('sales.addTransaction')}
        </Button>
        <SalesExportSlot shopId={shopId} range={MONTH} />
      </Box>
      {dashboard.data ? (
        <MoneyView data={dashboard.data} />
      ) : dashboard.isError ? (
        <ErrorState
          title={t('sales.loadFailed')}
          description={errorText(dashboard.error, intl, 'sales.loadFailed')}
          retryLabel={t('sales.retry')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <Box role="status" aria-label={t('sales.loading')}>
          <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
    </Box>
  );
}

export default ShopFinance;

import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@design-system/components';
import { manualSaleHref, salesTransactionsHref } from '@/domain/links';
import { errorText } from '@/lib/error-text';
import { SalesExportSlot } from '../components/sales-export-slot';
import { SalesPageFrame } from '../components/sales-page-frame';
import { BookingsAnalytics } from '../dashboard/bookings-analytics';
import { PeriodPicker } from '../dashboard/period-picker';
import { RecentTransactions } from '../dashboard/recent-transactions';
import { SalesCharts } from '../dashboard/sales-charts';
import { SalesSummaryCards } from '../dashboard/sales-summary-cards';
import { TopServices } from '../dashboard/top-services';
import { formatRange } from '../sales-format';
import { useSalesAddress, type SalesRangeParams } from '../sales-range';
import { useSalesDashboard } from '../use-sales-queries';

type View = 'sales' | 'bookings';

function SalesView({ shopId, range }: { shopId: string; range: SalesRangeParams }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dashboard = useSalesDashboard(shopId, range);
  const data = dashboard.data;
  if (!data) {
    if (dashboard.isError)
      return (
        <ErrorState
          title={t('sales.loadFailed')}
          description={errorText(dashboard.error, intl, 'sales.loadFailed')}
          retryLabel={t('sales.retry')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      );
    return (
      <Box role="status" aria-label={t('sales.loading')}>
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      aria-busy={dashboard.isPlaceholderData || undefined}
    >
      <Typography variant="body2" color="text.secondary">
        {t('sales.range', {
          range: formatRange(intl, data.range),
          previous: formatRange(intl, data.previousRange),
        })}
      </Typography>
      <SalesSummaryCards dashboard={data} />
      <SalesCharts dashboard={data} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TopServices services={data.topServices} />
        <RecentTransactions
          dashboard={data}
          viewAllHref={salesTransactionsHref({
            shop: shopId,
            from: data.range.from,
            to: data.range.to,
          })}
          addHref={manualSaleHref(shopId)}
        />
      </Box>
    </Box>
  );
}

/**
 * /shop/sales/dashboard (spec 03 §2 "Sales dashboard", issue 16): the period's figures against the previous
 * period of the same length, the charts, the top services and the recent transactions; and, beside them, the
 * same period's bookings. The period is in the address.
 */
export function SalesDashboardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { range, setRange, shopParam } = useSalesAddress();
  const [view, setView] = useState<View>('sales');
  return (
    <SalesPageFrame
      page="dashboard"
      shopParam={shopParam}
      refreshable
      actions={(shop) => (
        <>
          <Button
            component={RouterLink}
            to={manualSaleHref(shop.id)}
            variant="contained"
            size="small"
            startIcon={<AddRounded />}
          >
            {t('sales.addTransaction')}
          </Button>
          <SalesExportSlot shopId={shop.id} range={range} />
        </>
      )}
    >
      {(shop) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Tabs
              value={view}
              onChange={(_, next: View) => setView(next)}
              aria-label={t('sales.view.label')}
            >
              {(['sales', 'bookings'] as const).map((id) => (
                <Tab
                  key={id}
                  value={id}
                  label={t(`sales.view.${id}`)}
                  id={`sales-tab-${id}`}
                  // only the shown panel exists
                  aria-controls={view === id ? `sales-panel-${id}` : undefined}
                />
              ))}
            </Tabs>
            <PeriodPicker value={range} onChange={setRange} />
          </Box>
          <Box role="tabpanel" id={`sales-panel-${view}`} aria-labelledby={`sales-tab-${view}`}>
            {view === 'sales' ? (
              <SalesView shopId={shop.id} range={range} />
            ) : (
              <BookingsAnalytics shopId={shop.id} range={range} />
            )}
          </Box>
        </Box>
      )}
    </SalesPageFrame>
  );
}

export default SalesDashboardPage;

import EuroRounded from '@mui/icons-material/EuroRounded';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import ReceiptRounded from '@mui/icons-material/ReceiptRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { ChangeChip, MetricCard } from '@design-system/components';
import type { SalesDashboard } from '@/domain/sales-dashboard';
import { changeOf } from '@/features/shop-operations';
import { formatCount, formatEuro, formatPercent } from '../sales-format';

/**
 * The period's key figures (spec 03 §2 summary: revenue, transactions, average ticket), each against the
 * previous period of the same length with the real change in words, and the share of repeat customers.
 */
export function SalesSummaryCards({ dashboard }: { dashboard: SalesDashboard }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { summary, previous, change, repeatCustomers } = dashboard;
  const chip = (current: number, before: number, percent: number | null) => {
    const { direction, label } = changeOf(intl, { current, previous: before, change: percent });
    return <ChangeChip direction={direction} label={label} />;
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <MetricCard
        icon={<EuroRounded />}
        label={t('sales.summary.revenue')}
        value={formatEuro(intl, summary.revenue)}
        detail={t('sales.summary.previous', { value: formatEuro(intl, previous.revenue) })}
        change={chip(summary.revenueCents, previous.revenueCents, change.revenue)}
      />
      <MetricCard
        icon={<ReceiptRounded />}
        label={t('sales.summary.transactions')}
        value={formatCount(intl, summary.transactions)}
        detail={t('sales.summary.previous', { value: formatCount(intl, previous.transactions) })}
        change={chip(summary.transactions, previous.transactions, change.transactions)}
      />
      <MetricCard
        icon={<ShoppingBagRounded />}
        label={t('sales.summary.avgTicket')}
        value={formatEuro(intl, summary.avgTicket)}
        detail={t('sales.summary.previous', { value: formatEuro(intl, previous.avgTicket) })}
        change={chip(summary.avgTicketCents, previous.avgTicketCents, change.avgTicket)}
      />
      <MetricCard
        icon={<LoyaltyRounded />}
        label={t('sales.summary.repeatRate')}
        value={formatPercent(intl, repeatCustomers.rate)}
        detail={t('sales.summary.repeatDetail', {
          repeat: formatCount(intl, repeatCustomers.repeat),
          customers: formatCount(intl, repeatCustomers.customers),
        })}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SalesDashboard } from '@/domain/sales-dashboard';
import { OverviewPanel } from '@/features/shop-operations';
import { TransactionTags, TransactionTotal } from '../components/transaction-parts';
import { transactionLabels } from '../components/transaction-labels';

/** The period's 10 most recent transactions (spec 03 §2, §9), any kind, newest first, with 'View all'. */
export function RecentTransactions({
  dashboard,
  viewAllHref,
  addHref,
}: {
  dashboard: SalesDashboard;
  viewAllHref: string;
  addHref: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items = dashboard.transactions;
  return (
    <OverviewPanel
      headingId="sales-recent"
      title={t('sales.recent.title')}
      actions={
        <Button component={RouterLink} to={viewAllHref} size="small">
          {t('sales.recent.viewAll')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Box sx={{ py: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('sales.recent.empty')}
          </Typography>
          <Button component={RouterLink} to={addHref} variant="outlined" size="small">
            {t('sales.addTransaction')}
          </Button>
        </Box>
      ) : (
        <List dense disablePadding aria-labelledby="sales-recent">
          {items.map((sale) => {
            const label = transactionLabels(intl, sale, dashboard.timeZone);
            return (
              <ListItem
                key={sale.id}
                divider
                disableGutters
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {label.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[label.when, label.customer, label.method].join(' · ')}
                  </Typography>
                  <TransactionTags tags={label.tags} />
                </Box>
                <TransactionTotal sale={sale} total={label.total} variant="body2" />
              </ListItem>
            );
          })}
        </List>
      )}
    </OverviewPanel>
  );
}

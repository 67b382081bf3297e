import AddRounded from '@mui/icons-material/AddRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { manualSaleHref, salesDashboardHref, salesTransactionsHref } from '@/domain/links';

export type SalesPage = 'dashboard' | 'transactions' | 'manualEntry';

const ICONS: Record<SalesPage, ReactNode> = {
  dashboard: <InsightsRounded />,
  transactions: <ReceiptLongRounded />,
  manualEntry: <AddRounded />,
};

/** The links between the sales pages (the current one marked), keeping the shop. */
export function SalesNav({ page, shopId }: { page: SalesPage; shopId?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const shop = params.get('shop') ?? shopId;
  const hrefs: Record<SalesPage, string> = {
    dashboard: salesDashboardHref({ shop }),
    transactions: salesTransactionsHref({ shop }),
    manualEntry: manualSaleHref(shop),
  };
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'sales.nav.label' })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {(Object.keys(hrefs) as SalesPage[]).map((id) => (
        <Button
          key={id}
          component={RouterLink}
          to={hrefs[id]}
          size="small"
          startIcon={ICONS[id]}
          variant={id === page ? 'contained' : 'text'}
          aria-current={id === page ? 'page' : undefined}
        >
          {intl.formatMessage({ id: `sales.nav.${id}` })}
        </Button>
      ))}
    </Box>
  );
}

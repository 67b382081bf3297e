import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/** /shop/sales/dashboard (shop; admin allowed). Charts and totals arrive with the sales issue (spec 03). */
function SalesDashboardPage() {
  return (
    <PageShell
      titleId="pages.salesDashboard.title"
      introId="pages.salesDashboard.intro"
      maxWidth="lg"
      links={[
        {
          to: '/shop/sales/manual-entry',
          labelId: 'pages.manualEntry.title',
          descriptionId: 'pages.shopPersonal.linkManualHint',
        },
        { to: '/shop/personal', labelId: 'pages.shopPersonal.back' },
      ]}
    >
      <Alert severity="info">
        <FormattedMessage id="pages.salesDashboard.empty" />
      </Alert>
    </PageShell>
  );
}

export default SalesDashboardPage;

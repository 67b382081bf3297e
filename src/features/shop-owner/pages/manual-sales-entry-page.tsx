import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/** /shop/sales/manual-entry (shop; admin allowed): record offline sales. The form arrives with the sales issue. */
function ManualSalesEntryPage() {
  return (
    <PageShell
      titleId="pages.manualEntry.title"
      introId="pages.manualEntry.intro"
      links={[
        {
          to: '/shop/sales/dashboard',
          labelId: 'pages.salesDashboard.title',
          descriptionId: 'pages.shopPersonal.linkSalesHint',
        },
        { to: '/shop/personal', labelId: 'pages.shopPersonal.back' },
      ]}
    >
      <Alert severity="info">
        <FormattedMessage id="pages.manualEntry.unavailable" />
      </Alert>
    </PageShell>
  );
}

export default ManualSalesEntryPage;

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';

const TABS = [
  'overview',
  'calendar',
  'bookings',
  'marketing',
  'communications',
  'finance',
  'settings',
] as const;

/** /shop/personal (shop; admin allowed). The sidebar tabs (spec 03) arrive with the shop-area issue. */
export function ShopPersonalPage() {
  const user = useCurrentUser();
  return (
    <PageShell
      titleId="pages.shopPersonal.title"
      introId="pages.shopPersonal.intro"
      values={{ name: user?.name ?? '' }}
      maxWidth="lg"
      links={[
        {
          to: '/shop/sales/dashboard',
          labelId: 'pages.salesDashboard.title',
          descriptionId: 'pages.shopPersonal.linkSalesHint',
        },
        {
          to: '/shop/sales/manual-entry',
          labelId: 'pages.manualEntry.title',
          descriptionId: 'pages.shopPersonal.linkManualHint',
        },
        { to: '/profile', labelId: 'nav.profile' },
        { to: '/support', labelId: 'footer.support' },
      ]}
    >
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="section"
        aria-labelledby="shop-areas-title"
      >
        <Typography id="shop-areas-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="pages.shopPersonal.areasTitle" />
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
          {TABS.map((tab) => (
            <li key={tab}>
              <FormattedMessage id={`pages.shopPersonal.tab.${tab}`} />
            </li>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="pages.shopPersonal.note" />
        </Typography>
      </Paper>
    </PageShell>
  );
}

export default ShopPersonalPage;

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';
import { greetingPeriod } from '../greeting';

const AREAS = [
  'overview',
  'bookings',
  'loyalty',
  'favorites',
  'analytics',
  'reviews',
  'communication',
  'referral',
] as const;

/** /customer/dashboard (customer). The eight tabs (spec 02 §2.5) arrive with the customer-area issue. */
export function CustomerDashboardPage() {
  const user = useCurrentUser();
  const period = greetingPeriod(new Date().getHours());
  return (
    <PageShell
      titleId={`pages.customerDashboard.greeting.${period}`}
      introId="pages.customerDashboard.intro"
      values={{ name: user?.name.split(' ')[0] ?? '' }}
      links={[
        {
          to: '/search',
          labelId: 'pages.customerDashboard.linkBook',
          descriptionId: 'pages.customerDashboard.linkBookHint',
        },
        { to: '/profile', labelId: 'pages.customerDashboard.linkProfile' },
        { to: '/loyalty', labelId: 'footer.loyalty' },
        { to: '/support', labelId: 'footer.support' },
      ]}
    >
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="section"
        aria-labelledby="dashboard-areas-title"
      >
        <Typography id="dashboard-areas-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="pages.customerDashboard.areasTitle" />
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
          {AREAS.map((area) => (
            <li key={area}>
              <FormattedMessage id={`pages.customerDashboard.area.${area}`} />
            </li>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="pages.customerDashboard.note" />
        </Typography>
      </Paper>
    </PageShell>
  );
}

export default CustomerDashboardPage;

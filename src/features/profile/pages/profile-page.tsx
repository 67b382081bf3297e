import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';

/**
 * /profile (login required). The three tabs (personal info, change password, account settings,
 * spec 02 §2.6) arrive with the accounts issue; the page shows who is signed in.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const dashboard = user?.role === 'customer' ? '/customer/dashboard' : '/shop/personal';
  return (
    <PageShell
      titleId="pages.profile.title"
      introId="pages.profile.intro"
      links={[
        { to: dashboard, labelId: 'pages.profile.linkDashboard' },
        { to: '/bookings', labelId: 'nav.myBookings' },
        {
          to: '/privacy',
          labelId: 'footer.privacy',
          descriptionId: 'pages.profile.linkPrivacyHint',
        },
      ]}
    >
      {user && (
        <Paper
          variant="outlined"
          sx={{ p: 3 }}
          component="section"
          aria-labelledby="profile-account-title"
        >
          <Typography id="profile-account-title" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="pages.profile.accountTitle" />
          </Typography>
          <Stack
            component="dl"
            spacing={1}
            sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}
          >
            <dt>
              <FormattedMessage id="pages.profile.name" />
            </dt>
            <dd>{user.name}</dd>
            <dt>
              <FormattedMessage id="pages.profile.email" />
            </dt>
            <dd>{user.email}</dd>
            <dt>
              <FormattedMessage id="pages.profile.role" />
            </dt>
            <dd>
              <FormattedMessage id={`pages.profile.roleName.${user.role}`} />
            </dd>
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            <FormattedMessage id="pages.profile.editNote" />
          </Typography>
        </Paper>
      )}
    </PageShell>
  );
}

export default ProfilePage;

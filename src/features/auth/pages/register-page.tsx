import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/**
 * /register (guest only). The registration form (role, name, email, phone, password, terms) arrives
 * with the accounts issue; this page explains the two kinds of account and where to go meanwhile.
 */
export function RegisterPage() {
  return (
    <PageShell
      titleId="auth.register.title"
      introId="auth.register.intro"
      links={[
        {
          to: '/login',
          labelId: 'auth.register.linkLogin',
          descriptionId: 'auth.register.linkLoginHint',
        },
        {
          to: '/search',
          labelId: 'auth.register.linkSearch',
          descriptionId: 'auth.register.linkSearchHint',
        },
        { to: '/terms', labelId: 'footer.terms' },
        { to: '/privacy', labelId: 'footer.privacy' },
      ]}
    >
      <Box component="section" aria-labelledby="register-kinds">
        <Typography id="register-kinds" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="auth.register.kindsTitle" />
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          <li>
            <FormattedMessage id="auth.register.customer" />
          </li>
          <li>
            <FormattedMessage id="auth.register.business" />
          </li>
        </Box>
      </Box>
      <Alert severity="info">
        <FormattedMessage id="auth.register.unavailable" />
      </Alert>
    </PageShell>
  );
}

export default RegisterPage;

import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/lib/ui/page-shell';

/**
 * /reset-password?token=… (guest only). Token verification and the new-password form arrive with the
 * accounts issue; without a token the page already says the link is not usable.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));
  return (
    <PageShell
      titleId="auth.reset.title"
      introId="auth.reset.intro"
      maxWidth="sm"
      links={[
        { to: '/forgot-password', labelId: 'auth.reset.requestNew' },
        { to: '/login', labelId: 'auth.backToLogin' },
      ]}
    >
      <Alert severity={hasToken ? 'info' : 'warning'}>
        <FormattedMessage id={hasToken ? 'auth.reset.unavailable' : 'auth.reset.invalidLink'} />
      </Alert>
    </PageShell>
  );
}

export default ResetPasswordPage;

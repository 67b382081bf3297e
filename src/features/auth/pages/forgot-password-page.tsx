import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/** /forgot-password (guest only). The reset-email form arrives with the accounts issue. */
export function ForgotPasswordPage() {
  return (
    <PageShell
      titleId="auth.forgot.title"
      introId="auth.forgot.intro"
      maxWidth="sm"
      links={[
        { to: '/login', labelId: 'auth.backToLogin' },
        { to: '/support', labelId: 'footer.support', descriptionId: 'auth.forgot.supportHint' },
      ]}
    >
      <Alert severity="info">
        <FormattedMessage id="auth.forgot.unavailable" />
      </Alert>
    </PageShell>
  );
}

export default ForgotPasswordPage;

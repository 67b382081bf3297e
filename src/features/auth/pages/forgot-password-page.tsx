import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localeAtom } from '@/i18n';
import { ApiError } from '@/lib/api';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** The server's message for a refused request (e.g. 429), else 'Failed to send reset email'. */
export function forgotErrorMessage(error: unknown, t: (id: string) => string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.message)
    return error.message;
  return t('auth.forgot.failed');
}

/** /forgot-password (guest only): email form, then the sent confirmation with the resend countdown. */
function ForgotPasswordPage() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const onSubmit = useCallback(
    async (email: string) => {
      try {
        await requestPasswordReset({ email, language: locale });
      } catch (error) {
        throw new Error(forgotErrorMessage(error, (id) => intl.formatMessage({ id })));
      }
    },
    [intl, locale],
  );
  return (
    <AuthCard titleId="auth.forgot.title" subtitleId="auth.forgot.intro">
      <ForgotPasswordForm onSubmit={onSubmit} />
      <Typography align="center">
        <Link component={RouterLink} to="/login">
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default ForgotPasswordPage;

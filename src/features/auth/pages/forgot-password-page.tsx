import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localeAtom } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { PATHS } from '@/domain/links';

/** The failure's text for a refused request (e.g. 429), else 'Failed to send reset email'. */
export const forgotErrorMessage = (error: unknown, intl: IntlShape): string =>
  errorText(error, intl, 'auth.forgot.failed');

/** /forgot-password (guest only): email form, then the sent confirmation with the resend countdown. */
function ForgotPasswordPage() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const onSubmit = useCallback(
    async (email: string) => {
      try {
        await requestPasswordReset({ email, language: locale });
      } catch (error) {
        throw new Error(forgotErrorMessage(error, intl));
      }
    },
    [intl, locale],
  );
  return (
    <AuthCard titleId="auth.forgot.title" subtitleId="auth.forgot.intro">
      <ForgotPasswordForm onSubmit={onSubmit} />
      <Typography align="center">
        <Link component={RouterLink} to={PATHS.login}>
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default ForgotPasswordPage;

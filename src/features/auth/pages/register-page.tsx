import Link from '@mui/material/Link';
import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { REDIRECT_AFTER_REGISTRATION_MS } from '@/domain/constants';
import type { RegisterPayload, RegisterRole } from '@/domain/auth';
import { localeAtom } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { register } from '../api';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useStartSession } from '../use-session';
import { PATHS } from '@/domain/links';

/** A failed registration's text: the failure's (e.g. 409 email taken), else the generic one. */
export const registerErrorMessage = (error: unknown, intl: IntlShape): string =>
  errorText(error, intl, 'auth.register.failed');

/**
 * /register (guest only). After success the role's message shows, and 2 s later the session is stored so
 * the route guard moves on: customers to /customer/dashboard, a new (pending) shop to /business-pending.
 */
function RegisterPage() {
  const intl = useIntl();
  const startSession = useStartSession();
  const locale = useAtomValue(localeAtom);
  const [success, setSuccess] = useState<RegisterRole | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = useCallback(
    async (values: RegisterPayload) => {
      try {
        const result = await register({ ...values, language: locale });
        setSuccess(values.role as RegisterRole);
        timer.current = window.setTimeout(
          () => startSession(result),
          REDIRECT_AFTER_REGISTRATION_MS,
        );
      } catch (error) {
        throw new Error(registerErrorMessage(error, intl));
      }
    },
    [locale, startSession, intl],
  );

  return (
    <AuthCard titleId="auth.register.title" subtitleId="auth.register.intro">
      <RegisterForm onSubmit={onSubmit} success={success} />
      <Typography align="center">
        <FormattedMessage id="auth.register.haveAccount" />{' '}
        <Link component={RouterLink} to={PATHS.login}>
          <FormattedMessage id="auth.signIn" />
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default RegisterPage;

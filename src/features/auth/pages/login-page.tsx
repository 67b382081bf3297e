import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LoginPayload } from '@/domain/auth';
import { ApiError } from '@/lib/api';
import { LoginForm } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useDemoMode } from '../use-demo-mode';
import { useLogin } from '../use-session';

/** Turns a failed login into the text to show: translated for known failures, else the server's message. */
export function loginErrorMessage(error: unknown, t: (id: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('auth.invalidCredentials');
    // The server words 429 in the request's language (Accept-Language).
    if (error.status === 429) return error.message || t('auth.tooManyAttempts');
    if (error.isNetworkError || error.status >= 500) return t('auth.loginFailed');
    return error.message || t('auth.loginFailed');
  }
  return t('auth.loginFailed');
}

/** /login (guest only). After success the route guard moves on (returnTo or the role's page). */
export function LoginPage() {
  const intl = useIntl();
  const login = useLogin();
  const demo = useDemoMode();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const booking = params.get('action') === 'booking';
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);

  const onSubmit = useCallback(
    async (values: LoginPayload) => {
      try {
        await login(values);
      } catch (error) {
        throw new Error(loginErrorMessage(error, t));
      }
    },
    [login, t],
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <div>
            <Typography variant="h4" component="h1" gutterBottom>
              <FormattedMessage id="auth.login.title" />
            </Typography>
            <Typography color="text.secondary">
              <FormattedMessage
                id={
                  booking
                    ? 'auth.login.subtitleBooking'
                    : returnTo
                      ? 'auth.login.subtitleReturn'
                      : 'auth.login.subtitle'
                }
              />
            </Typography>
          </div>
          <LoginForm onSubmit={onSubmit} showDemoAccounts={demo} />
          <Divider>
            <FormattedMessage id="auth.or" />
          </Divider>
          <SocialSignIn />
          <Typography align="center">
            <FormattedMessage id="auth.noAccount" />{' '}
            <Link component={RouterLink} to="/register">
              <FormattedMessage id="auth.createAccount" />
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </Container>
  );
}

export default LoginPage;

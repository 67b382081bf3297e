import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LoginPayload } from '@/domain/auth';
import { errorText } from '@/lib/error-text';
import { LoginForm } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useDemoMode } from '../use-demo-mode';
import { useLogin } from '../use-session';
import { PATHS } from '@/domain/links';

/** Turns a failed login into the text to show: the form's own words for wrong credentials, else the failure's. */
export const loginErrorMessage = (error: unknown, intl: IntlShape): string =>
  errorText(error, intl, 'auth.loginFailed', { INVALID_CREDENTIALS: 'auth.invalidCredentials' });

/** /login (guest only). After success the route guard moves on (returnTo or the role's page). */
export function LoginPage() {
  const intl = useIntl();
  const login = useLogin();
  const demo = useDemoMode();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const booking = params.get('action') === 'booking';

  const onSubmit = useCallback(
    async (values: LoginPayload) => {
      try {
        await login(values);
      } catch (error) {
        throw new Error(loginErrorMessage(error, intl));
      }
    },
    [login, intl],
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
            <Link component={RouterLink} to={PATHS.register}>
              <FormattedMessage id="auth.createAccount" />
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </Container>
  );
}

export default LoginPage;

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, hasErrorCode } from '@/lib/error-text';
import { resetPassword } from '../api';
import { resetTokenQuery } from '../auth-queries';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { PATHS } from '@/domain/links';

type TokenState = 'checking' | 'valid' | 'invalid' | 'error';

/** The translated invalid-link text for the server's 400, else the failure's text or 'Failed to reset password'. */
export const resetErrorMessage = (error: unknown, intl: IntlShape): string =>
  errorText(error, intl, 'auth.reset.failed', { RESET_LINK_INVALID: 'auth.reset.invalidLink' });

function InvalidLink() {
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        <FormattedMessage id="auth.reset.invalidLink" />
      </Alert>
      <Button component={RouterLink} to={PATHS.forgotPassword} variant="contained">
        <FormattedMessage id="auth.reset.requestNew" />
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=… (guest only): verifies the token on load; a missing or invalid token shows the
 * invalid-link message with a link to /forgot-password; a valid one shows the new-password form.
 */
function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // The link's token is checked on load; its answer is not kept (gcTime 0), so a later visit checks again.
  const check = useQuery({
    ...resetTokenQuery(token),
    enabled: token !== '',
  });
  const state: TokenState = !token
    ? 'invalid'
    : check.isFetching || check.isPending
      ? 'checking'
      : check.isError
        ? // A malformed token is refused with 400: the link is not usable.
          hasErrorCode(check.error, 'RESET_LINK_INVALID', 'VALIDATION_FAILED')
          ? 'invalid'
          : 'error'
        : check.data
          ? 'valid'
          : 'invalid';

  const onSubmit = useCallback(
    async (password: string) => {
      try {
        await resetPassword(token, password);
      } catch (error) {
        throw new Error(resetErrorMessage(error, intl));
      }
    },
    [token, intl],
  );

  return (
    <AuthCard titleId="auth.reset.title" subtitleId="auth.reset.intro">
      {state === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>
            <FormattedMessage id="auth.reset.checking" />
          </Typography>
        </Box>
      )}
      {state === 'invalid' && <InvalidLink />}
      {state === 'error' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void check.refetch()}>
              <FormattedMessage id="auth.reset.retry" />
            </Button>
          }
        >
          <FormattedMessage id="auth.reset.verifyFailed" />
        </Alert>
      )}
      {state === 'valid' && <ResetPasswordForm onSubmit={onSubmit} />}
      {state !== 'valid' && (
        <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ alignSelf: 'center' }}>
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      )}
    </AuthCard>
  );
}

export default ResetPasswordPage;

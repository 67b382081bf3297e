import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  SOCIAL_PROVIDERS,
  type LoginResult,
  type SocialConfig,
  type SocialProvider,
} from '@/domain/auth';
import { localeAtom } from '@/i18n';
import { errorText, hasErrorCode, type ErrorWording } from '@/lib/error-text';
import { socialLogin, socialRegister } from '../api';
import { socialConfigQuery } from '../auth-queries';
import {
  browserSocialProviders,
  SocialProviderError,
  type SocialProviders,
} from '../social-providers';
import { useStartSession } from '../use-session';

export interface SocialSignInProps {
  /** Where provider tokens come from (default: the Google / Facebook scripts). */
  providers?: SocialProviders;
  /** After sign-in (default: store the session; the route guard then moves on). */
  onSignedIn?: (result: LoginResult) => void;
  /** A failure message to start with (stories: the failed state). */
  initialError?: string;
}

const NOT_SET_UP: SocialConfig = { google: null, facebook: null };
const PROVIDER_NAME_ID: Record<SocialProvider, string> = {
  google: 'auth.social.google',
  facebook: 'auth.social.facebook',
};
const ICONS = { google: <GoogleIcon />, facebook: <FacebookIcon /> };

const providerId = (config: SocialConfig, provider: SocialProvider): string | null =>
  provider === 'google' ? (config.google?.clientId ?? null) : (config.facebook?.appId ?? null);

/** The sign-in screen's own words for the provider failures; a malformed request is just "sign-in failed". */
const SOCIAL_WORDING: ErrorWording = {
  SOCIAL_NOT_CONFIGURED: 'auth.social.notConfigured',
  SOCIAL_TOKEN_INVALID: 'auth.social.invalidToken',
  SOCIAL_EMAIL_UNVERIFIED: 'auth.social.emailUnverified',
  VALIDATION_FAILED: 'auth.socialLoginError',
};

/** What to show for a failed social sign-in (spec 01 §8): a translated known failure, the server's message, or auth.socialLoginError. */
export function socialErrorMessage(error: unknown, intl: IntlShape): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (error instanceof SocialProviderError) {
    return error.code === 'not-loaded'
      ? t('auth.social.scriptFailed', { provider: t(PROVIDER_NAME_ID[error.provider]) })
      : t('auth.socialLoginError');
  }
  return errorText(error, intl, 'auth.socialLoginError', SOCIAL_WORDING);
}

/**
 * Google / Facebook sign-in (spec 01 "Login", §4). Asks the server which providers are set up; an
 * unconfigured provider's button is disabled and says so. A configured provider's script is loaded only
 * then. The token goes to POST /api/auth/social/login; 404 'User not found' registers the user as a
 * customer (POST /api/auth/social/register). A cancelled or skipped prompt does nothing. On /login the
 * route guard then moves on: pending/rejected business → its status page, shop → /shop/dashboard,
 * everyone else → their dashboard.
 */
export function SocialSignIn({
  providers = browserSocialProviders,
  onSignedIn,
  initialError,
}: SocialSignInProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const startSession = useStartSession();
  const configQuery = useQuery(socialConfigQuery());
  // a failed config load shows the providers as not set up
  const config: SocialConfig | null = configQuery.data ?? (configQuery.isError ? NOT_SET_UP : null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(initialError ?? null);

  // Load configured providers' scripts ahead of the click, so the prompt opens within the user's gesture.
  useEffect(() => {
    if (!config) return;
    for (const provider of SOCIAL_PROVIDERS) {
      if (providerId(config, provider))
        providers.load(provider).catch(() => {
          /* reported when the button is used */
        });
    }
  }, [config, providers]);

  const signIn = async (provider: SocialProvider, id: string) => {
    setError(null);
    setBusy(provider);
    try {
      await providers.load(provider);
      const token = await providers.token(provider, id);
      if (!token) return;
      let result: LoginResult;
      try {
        result = await socialLogin({ provider, token });
      } catch (failure) {
        if (!hasErrorCode(failure, 'SOCIAL_USER_NOT_FOUND')) throw failure;
        result = await socialRegister({ provider, token, role: 'customer', language: locale });
      }
      (onSignedIn ?? startSession)(result);
    } catch (failure) {
      setError(socialErrorMessage(failure, intl));
    } finally {
      setBusy(null);
    }
  };

  const name = (provider: SocialProvider) => intl.formatMessage({ id: PROVIDER_NAME_ID[provider] });
  const unconfigured = config ? SOCIAL_PROVIDERS.filter((p) => !providerId(config, p)) : [];
  const noteId = 'social-sign-in-note';

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="social-sign-in-title">
      <Typography
        id="social-sign-in-title"
        variant="subtitle2"
        component="h2"
        color="text.secondary"
        align="center"
      >
        <FormattedMessage id="auth.social.title" />
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        aria-busy={!config || busy !== null}
      >
        {SOCIAL_PROVIDERS.map((provider) => {
          const id = config ? providerId(config, provider) : null;
          const working = busy === provider;
          return (
            <Button
              key={provider}
              variant="outlined"
              fullWidth
              startIcon={working ? <CircularProgress size={18} aria-hidden /> : ICONS[provider]}
              disabled={!id || busy !== null}
              aria-describedby={config && !id ? noteId : undefined}
              aria-label={intl.formatMessage(
                { id: 'auth.social.continueWith' },
                { provider: name(provider) },
              )}
              onClick={() => id && void signIn(provider, id)}
            >
              {working
                ? intl.formatMessage({ id: 'auth.social.signingIn' }, { provider: name(provider) })
                : name(provider)}
            </Button>
          );
        })}
      </Stack>
      {!config ? (
        <Typography variant="body2" color="text.secondary" align="center" role="status">
          <FormattedMessage id="auth.social.loading" />
        </Typography>
      ) : unconfigured.length > 0 ? (
        <Typography id={noteId} variant="body2" color="text.secondary" align="center">
          {unconfigured.length === SOCIAL_PROVIDERS.length ? (
            <FormattedMessage id="auth.social.notConfigured" />
          ) : (
            <FormattedMessage
              id="auth.social.providerNotConfigured"
              values={{ provider: name(unconfigured[0]!) }}
            />
          )}
        </Typography>
      ) : null}
    </Stack>
  );
}

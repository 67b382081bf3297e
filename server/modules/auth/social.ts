import { createRemoteJWKSet, jwtVerify } from 'jose';
import { type SocialProvider } from '../../../src/domain/auth';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';

/** What we take from a provider, only after verifying it with that provider. */
export interface VerifiedSocialProfile {
  provider: SocialProvider;
  /** Google `sub` / Facebook user id */
  id: string;
  email: string;
  name: string;
  picture: string | null;
}

const FETCH_TIMEOUT_MS = 5000;
const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';

const invalidToken = () => new ApiError('SOCIAL_TOKEN_INVALID');
const unverifiedEmail = () => new ApiError('SOCIAL_EMAIL_UNVERIFIED');
const providerUnreachable = () => new ApiError('SOCIAL_PROVIDER_UNREACHABLE');

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Verifies Google ID tokens (signature against the configured JWKS, issuer, audience, expiry, verified email)
 * and Facebook user access tokens (debug_token with the app's credentials, then /me). Nothing from the
 * client's own copy of the profile is trusted.
 */
export function createSocialVerifier({
  config,
  logger,
  now,
}: {
  config: Config;
  logger: Logger;
  now: () => Date;
}) {
  // jose caches the keys and refetches on an unknown `kid`, so one key set per process is enough.
  const googleKeys = config.google
    ? createRemoteJWKSet(new URL(config.google.jwksUrl), { timeoutDuration: FETCH_TIMEOUT_MS })
    : null;

  async function google(token: string): Promise<VerifiedSocialProfile> {
    const google = config.google;
    if (!google || !googleKeys) throw new ApiError('SOCIAL_NOT_CONFIGURED');
    const issuers =
      google.issuer === GOOGLE_DEFAULT_ISSUER
        ? [GOOGLE_DEFAULT_ISSUER, 'accounts.google.com']
        : [google.issuer];
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, googleKeys, {
        issuer: issuers,
        audience: google.clientId,
        algorithms: ['RS256'],
        currentDate: now(),
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      logger.info({ err: error }, 'google token refused');
      throw invalidToken();
    }
    const sub = text(payload.sub);
    const email = text(payload.email);
    if (!sub) throw invalidToken();
    if (payload.email_verified !== true || !email) throw unverifiedEmail();
    return {
      provider: 'google',
      id: sub,
      email: email.toLowerCase(),
      name: text(payload.name) ?? email.split('@')[0]!,
      picture: text(payload.picture),
    };
  }

  async function graph(url: URL): Promise<Record<string, unknown>> {
    let response: globalThis.Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      logger.warn({ err: error, host: url.host }, 'facebook graph unreachable');
      throw providerUnreachable();
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) throw invalidToken();
    return body;
  }

  async function facebook(token: string): Promise<VerifiedSocialProfile> {
    const facebook = config.facebook;
    if (!facebook) throw new ApiError('SOCIAL_NOT_CONFIGURED');
    const debug = new URL(`${facebook.graphUrl}/debug_token`);
    debug.searchParams.set('input_token', token);
    debug.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
    const inspected = ((await graph(debug)).data ?? {}) as Record<string, unknown>;
    const expiresAt = typeof inspected.expires_at === 'number' ? inspected.expires_at : 0;
    if (
      inspected.is_valid !== true ||
      String(inspected.app_id) !== facebook.appId ||
      // 0 means a token that does not expire
      (expiresAt !== 0 && expiresAt * 1000 <= now().getTime())
    )
      throw invalidToken();

    const me = new URL(`${facebook.graphUrl}/me`);
    me.searchParams.set('fields', 'id,name,email,picture');
    me.searchParams.set('access_token', token);
    const profile = await graph(me);
    const id = text(String(profile.id ?? ''));
    if (!id || (inspected.user_id !== undefined && String(inspected.user_id) !== id))
      throw invalidToken();
    // Facebook only returns an email its owner confirmed; without one we cannot match or contact them.
    const email = text(profile.email);
    if (!email) throw unverifiedEmail();
    const picture = (profile.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      provider: 'facebook',
      id,
      email: email.toLowerCase(),
      name: text(profile.name) ?? email.split('@')[0]!,
      picture: text(picture),
    };
  }

  return {
    verify(provider: SocialProvider, token: string): Promise<VerifiedSocialProfile> {
      return provider === 'google' ? google(token) : facebook(token);
    },
  };
}

import type { KyInstance } from 'ky';
import type { LoginResult } from '@/domain/auth';

/**
 * The API client's transport (src/lib/api.ts has the rest: envelopes, typed errors, the refresh on 401): the
 * session bridge the auth feature registers, and the one ky instance (prefix /api, Bearer token, Accept-Language),
 * whose module loads with the first request. This part is on every first paint (the app registers the bridge
 * and starts loading ky for any page but home); the rest loads with the pages that ask for data.
 */

/** How the client reaches the session without importing a feature (the auth feature registers it). */
export interface ApiSessionBridge {
  getAccessToken: () => string | null;
  /** The session could not be kept (refresh failed): end it. */
  onUnauthorized: () => void;
  /** A refresh answered with a new access token, expiry and user: store them. */
  onRefreshed?: (result: LoginResult) => void;
  /** The interface language, sent as Accept-Language. */
  getLocale?: () => string;
}

const NO_BRIDGE: ApiSessionBridge = { getAccessToken: () => null, onUnauthorized: () => {} };
let bridge: ApiSessionBridge = NO_BRIDGE;

/** Registered by the auth feature; returns a function restoring the previous bridge. */
export function configureApiSession(next: ApiSessionBridge): () => void {
  const previous = bridge;
  bridge = next;
  return () => {
    if (bridge === next) bridge = previous;
  };
}

/** Absolute so it also resolves where `Request` needs a full URL (jsdom + Node fetch in tests). */
export function apiBase(): string {
  const origin =
    typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : '';
  return `${origin}/api`;
}

const createClient = (ky: KyInstance) =>
  ky.create({
    prefixUrl: apiBase(),
    throwHttpErrors: false,
    retry: 0,
    timeout: 15_000,
    credentials: 'same-origin',
    hooks: {
      beforeRequest: [
        (request) => {
          const token = bridge.getAccessToken();
          if (token && !request.headers.has('Authorization'))
            request.headers.set('Authorization', `Bearer ${token}`);
          const locale = bridge.getLocale?.();
          if (locale && !request.headers.has('Accept-Language'))
            request.headers.set('Accept-Language', locale);
        },
      ],
    },
  });

let client: Promise<KyInstance> | null = null;

/** The ky client, its module loaded once; a failed load (offline) is forgotten so the next call tries again. */
export function kyClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    (module) => createClient(module.default),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** Starts loading the client before a page's first request needs it (any page but home asks for data at once). */
export function preloadApiClient(): void {
  kyClient().catch(() => {});
}

/** The session as the bridge gives it (no bridge: no token, nothing to end). */
export const apiSession = (): ApiSessionBridge => bridge;

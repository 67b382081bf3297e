import type { LoginResult } from '../../../src/domain/auth';
import type { MailRequest } from '../../../server/mail/mailer';
import type { AppServices } from '../../../server/app';
import { getJson, postJson } from '../helpers';

/** Either side of the envelope, loosely, to assert on both. */
export type Envelope<T> = {
  success: boolean;
  data: T;
  code?: string;
  message?: string;
  errors?: Record<string, string>;
};

/**
 * Records every email the app sends instead of sending it. The auth service holds the same mailer object
 * as `services.mail`, so replacing its `send` is seen by auth too (the real mailer is built in parallel).
 */
export function recordMail(outbox: MailRequest[]) {
  return (services: AppServices): AppServices => {
    services.mail.send = async (request) => {
      outbox.push(request as MailRequest);
    };
    return services;
  };
}

/** The refresh cookie's value from a response's Set-Cookie, or undefined. */
export function refreshCookieOf(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const match = /^orabella_rt=([^;]*)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

export function setCookieHeader(headers: Headers): string {
  return headers.getSetCookie().find((c) => c.startsWith('orabella_rt=')) ?? '';
}

/** The calls a browser would make to /api/auth, over real HTTP. */
export function authClient(baseUrl: string) {
  const url = (path: string) => `${baseUrl}/api/auth${path}`;
  const withCookie = (cookie?: string, headers: Record<string, string> = {}) =>
    cookie ? { ...headers, cookie: `orabella_rt=${cookie}` } : headers;
  return {
    post: <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      postJson<Envelope<T>>(url(path), body, headers),
    login: (email: string, password: string, headers: Record<string, string> = {}) =>
      postJson<Envelope<LoginResult>>(url('/login'), { email, password }, headers),
    register: (body: unknown, headers: Record<string, string> = {}) =>
      postJson<Envelope<LoginResult>>(url('/register'), body, headers),
    refresh: (cookie?: string, path: '/refresh' | '/extend' = '/refresh') =>
      postJson<Envelope<LoginResult>>(url(path), {}, withCookie(cookie)),
    logout: (cookie?: string) => postJson<Envelope<null>>(url('/logout'), {}, withCookie(cookie)),
    me: (accessToken?: string) =>
      getJson<Envelope<{ user: LoginResult['user'] }>>(url('/me'), {
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      }),
  };
}

/** A valid registration body; override what a test varies. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'customer',
    name: 'Alice Rossi',
    email: `alice.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+39 333 123 4567',
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptTerms: true,
    ...overrides,
  };
}

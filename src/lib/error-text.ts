import type { IntlShape } from 'react-intl';
import { API_ERRORS, errorMessageId, isApiErrorCode, type ApiErrorCode } from '@/domain/errors';
import { ApiError } from './api';

/** Screen-specific wording for some codes (message ids), e.g. the sign-in form's own "wrong email or password". */
export type ErrorWording = Partial<Record<ApiErrorCode, string>>;

/** Failures whose text helps the person: refusals (4xx) and "try again shortly" while the database is down. */
const shows = (error: ApiError) =>
  (error.status >= 400 && error.status < 500) || error.code === 'DATABASE_UNAVAILABLE';

/**
 * The one rule for what a failure says: a screen's own wording for its code, else the catalog's text for the code
 * (`errors.<CODE>`), else the server's text (already in the interface language) — for a refusal, never for a
 * crash or a lost connection, which get the screen's translated fallback.
 */
export function errorText(
  error: unknown,
  intl: IntlShape,
  fallbackId: string,
  wording: ErrorWording = {},
): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: fallbackId });
  const code = isApiErrorCode(error.code) ? error.code : null;
  const own = code ? wording[code] : undefined;
  if (own) return intl.formatMessage({ id: own });
  if (!shows(error)) return intl.formatMessage({ id: fallbackId });
  // a text with placeholders (the parameters at fault) is the server's, already filled in
  const fixed = code !== null && !API_ERRORS[code].message.includes('{');
  if (fixed && intl.messages[errorMessageId(code)])
    return intl.formatMessage({ id: errorMessageId(code) });
  return error.message || intl.formatMessage({ id: fallbackId });
}

export { hasErrorCode } from './error-code';

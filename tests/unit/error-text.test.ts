import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import it_ from '@/i18n/it.json';
import { ApiError } from '@/lib/api';
import { errorText, hasErrorCode } from '@/lib/error-text';

const english = createIntl({ locale: 'en', messages: en });
const italian = createIntl({ locale: 'it', messages: it_ });
/** an interface whose catalog part with the `errors.` texts has not loaded yet */
const coreOnly = createIntl({
  locale: 'it',
  messages: { 'auth.loginFailed': 'Accesso non riuscito' },
});

const refusal = (code: string, message = 'server text', status = 409) =>
  new ApiError(status, message, undefined, undefined, code);

describe('errorText: the one rule for what a failure says', () => {
  it('uses the screen’s own words for a code, then the catalog’s text for it', () => {
    const wrong = refusal('INVALID_CREDENTIALS', 'Invalid email or password', 401);
    expect(
      errorText(wrong, english, 'auth.loginFailed', {
        INVALID_CREDENTIALS: 'auth.invalidCredentials',
      }),
    ).toBe(en['auth.invalidCredentials']);
    expect(errorText(refusal('SLOT_TAKEN'), italian, 'auth.loginFailed')).toBe(
      it_['errors.SLOT_TAKEN'],
    );
  });

  it('falls back to the server’s text (already translated) before the catalog part has loaded', () => {
    expect(errorText(refusal('SLOT_TAKEN', 'Questo orario…'), coreOnly, 'auth.loginFailed')).toBe(
      'Questo orario…',
    );
  });

  it('keeps the server’s filled-in text for a code with placeholders', () => {
    const query = refusal('INVALID_QUERY', 'Invalid query parameter: month', 400);
    expect(errorText(query, english, 'auth.loginFailed')).toBe('Invalid query parameter: month');
  });

  it('never shows a crash’s or a lost connection’s text: the screen’s fallback instead', () => {
    expect(errorText(refusal('INTERNAL', 'stack trace', 500), english, 'auth.loginFailed')).toBe(
      en['auth.loginFailed'],
    );
    expect(errorText(new ApiError(0, 'Failed to fetch'), english, 'auth.loginFailed')).toBe(
      en['auth.loginFailed'],
    );
    expect(errorText(new Error('boom'), english, 'auth.loginFailed')).toBe(en['auth.loginFailed']);
  });

  it('shows "try again shortly" while the database is down', () => {
    const down = refusal('DATABASE_UNAVAILABLE', 'x', 503);
    expect(errorText(down, english, 'auth.loginFailed')).toBe(en['errors.DATABASE_UNAVAILABLE']);
  });

  it('tells codes apart, never texts', () => {
    expect(hasErrorCode(refusal('SLOT_TAKEN'), 'SLOT_TAKEN')).toBe(true);
    // a 409 about something else is not a lost race for the time
    expect(hasErrorCode(refusal('OVERLAP_LIMIT'), 'SLOT_TAKEN')).toBe(false);
    expect(hasErrorCode(new Error('SLOT_TAKEN'), 'SLOT_TAKEN')).toBe(false);
  });
});

import {
  englishErrorMessage,
  errorMessageId,
  formatErrorText,
  type ApiErrorCode,
  type ErrorParams,
} from '../../src/domain/errors';
import it from '../../src/i18n/it.json' with { type: 'json' };

export type ApiLanguage = 'en' | 'it';

/**
 * The text of an API failure in the caller's language: English from src/domain/errors.ts (en.json holds the
 * same text, a test keeps them equal), Italian from the app's own catalog (`errors.<CODE>`), so the server and
 * the client say the same thing in the same words.
 */
const italian: Record<string, string> = it;

export function formatApiMessage(
  code: ApiErrorCode,
  language: ApiLanguage,
  params?: ErrorParams,
): string {
  const source = language === 'it' ? italian[errorMessageId(code)] : undefined;
  return source ? formatErrorText(source, 'it', params) : englishErrorMessage(code, params);
}

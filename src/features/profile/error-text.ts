import type { IntlShape } from 'react-intl';
import { ApiError } from '@/lib/api';

/**
 * A failure's text: the server's own message for a request it refused (4xx, already in the user's language
 * via Accept-Language), else the translated default.
 */
export function errorText(error: unknown, fallbackId: string, intl: IntlShape): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return intl.formatMessage({ id: fallbackId });
}

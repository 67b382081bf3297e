import {
  API_ERRORS,
  invalidQueryParams,
  type ApiErrorCode,
  type ErrorParams,
} from '../../src/domain/errors';
import { formatApiMessage } from './api-messages';

export interface ApiErrorOptions {
  /** field → message id, for validation failures */
  errors?: Record<string, string>;
  /** values for the placeholders of the code's text (e.g. `{names}`) */
  params?: ErrorParams;
  /** details for the caller to resolve the failure (a 409's conflicting items), sent as the envelope's `data` */
  data?: unknown;
}

/**
 * A failure the API answers with `{ success: false, code, message, errors? }`. The status and text come from the
 * code's entry in src/domain/errors.ts; `message` here is the English text (for logs), the envelope's is
 * translated to the caller's language by the error middleware.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly params?: ErrorParams;
  readonly data?: unknown;

  constructor(
    readonly code: ApiErrorCode,
    options: ApiErrorOptions = {},
  ) {
    super(formatApiMessage(code, 'en', options.params));
    this.name = 'ApiError';
    this.status = API_ERRORS[code].status;
    this.errors = options.errors;
    this.params = options.params;
    this.data = options.data;
  }

  /** A 400 naming the query parameters at fault ('Invalid query parameter: month'). */
  static invalidQuery(errors: Record<string, string>): ApiError {
    return new ApiError('INVALID_QUERY', { errors, params: invalidQueryParams(errors) });
  }

  /** A 400 whose `errors` name the fields at fault. */
  static validation(errors?: Record<string, string>): ApiError {
    return new ApiError('VALIDATION_FAILED', { errors });
  }
}

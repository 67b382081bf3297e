import { HttpResponse } from 'msw';
import {
  API_ERRORS,
  englishErrorMessage,
  invalidQueryParams,
  type ApiErrorCode,
  type ErrorParams,
} from '../../src/domain/errors';
import type { Refusal } from '../../src/domain/decision';

/**
 * The server's failure envelope `{ success: false, code, message, errors? }` with the code's status
 * (src/domain/errors.ts); the text is the English one (the client shows errors by code from its catalogs).
 */
export function failure(
  code: ApiErrorCode,
  options: { errors?: Record<string, string>; params?: ErrorParams; headers?: HeadersInit } = {},
) {
  return HttpResponse.json(
    {
      success: false as const,
      code,
      message: englishErrorMessage(code, options.params),
      ...(options.errors ? { errors: options.errors } : {}),
    },
    { status: API_ERRORS[code].status, headers: options.headers },
  );
}

/** 400 'Validation failed' with the fields at fault. */
export const validationFailure = (errors: Record<string, string>) =>
  failure('VALIDATION_FAILED', { errors });

/** 400 'Invalid query parameter: month'. */
export const invalidQueryFailure = (errors: Record<string, string>) =>
  failure('INVALID_QUERY', { errors, params: invalidQueryParams(errors) });

/** A rule's refusal (src/domain) as the server's envelope. */
export const refused = (refusal: Refusal) =>
  failure(refusal.code, { errors: refusal.errors, params: refusal.params });

import type { ApiErrorCode, ErrorParams } from './errors';

/**
 * What a rule answers: the outcome, or the failure's code (src/domain/errors.ts) with the fields at fault. The
 * server throws the refusal as an ApiError and the mocks answer it as the same envelope, so neither decides.
 */
export interface Refusal {
  code: ApiErrorCode;
  /** field → message id, for failures that name fields */
  errors?: Record<string, string>;
  /** values for the placeholders of the code's text */
  params?: ErrorParams;
}

export type Decision<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const allow = <T>(value: T): Decision<T> => ({ ok: true, value });

export function refuse(
  code: ApiErrorCode,
  errors?: Record<string, string>,
  params?: ErrorParams,
): { ok: false } & Refusal {
  return { ok: false, code, ...(errors ? { errors } : {}), ...(params ? { params } : {}) };
}

import type { Decision, Refusal } from '../../src/domain/decision';
import { ApiError } from './api-error';

/** A rule's refusal (src/domain) as the ApiError the error middleware answers. */
export const refusalError = (refusal: Refusal): ApiError =>
  new ApiError(refusal.code, { errors: refusal.errors, params: refusal.params });

/** The decided value, or the refusal thrown. */
export function decided<T>(decision: Decision<T>): T {
  if (!decision.ok) throw refusalError(decision);
  return decision.value;
}

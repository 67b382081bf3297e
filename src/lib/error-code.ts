import type { ApiErrorCode } from '@/domain/errors';
import { ApiError } from './api';

/**
 * True when the failure is this code (e.g. a lost race for a time: `SLOT_TAKEN`). Its own module, apart from
 * errorText (error-text.ts): a caller that only branches on a code does not bring in every feature's error
 * wording, and through it their validation schemas (yup), as home's place lookup did.
 */
export const hasErrorCode = (error: unknown, ...codes: ApiErrorCode[]): boolean =>
  error instanceof ApiError && (codes as string[]).includes(error.code);

import type * as yup from 'yup';
import { checkBody, checkQuery, queryOf } from '@/domain/request-validation';
import { refused } from './failure';

/** The value, or the server's 400 response for it (the checks are src/domain's, as on the server). */
export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response };

export async function validateQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  url: URL,
): Promise<Validated<yup.InferType<S>>> {
  const decision = await checkQuery(schema, queryOf(url.searchParams));
  return decision.ok ? decision : { ok: false, response: refused(decision) };
}

export async function validateBody<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  body: unknown,
): Promise<Validated<yup.InferType<S>>> {
  const decision = await checkBody(schema, body);
  return decision.ok ? decision : { ok: false, response: refused(decision) };
}

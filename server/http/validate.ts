import type * as yup from 'yup';
import { checkBody, checkQuery } from '../../src/domain/request-validation';
import { decided } from './refusal';

export { declaredMax } from '../../src/domain/request-validation';

/**
 * Validates a JSON body with a schema from src/domain (abortEarly false; unknown fields refused), or throws a 400
 * ApiError whose `errors` maps field → message key. The checks are src/domain's, shared with the mocks.
 */
export async function validateBody<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> {
  return decided(await checkBody(schema, body));
}

/**
 * Validates a query string (values are strings and are cast: '12' → 12). The message names the parameters,
 * e.g. 'Invalid query parameter: limit'.
 */
export async function validateQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  query: unknown,
): Promise<yup.InferType<S>> {
  return decided(await checkQuery(schema, query));
}

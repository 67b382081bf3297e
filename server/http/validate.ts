import * as yup from 'yup';
import { ApiError } from './api-error';

/** Message keys for failures that are not the schema's own messages. */
export const VALIDATION_KEYS = {
  invalidType: 'validation.invalidType',
  unknownField: 'validation.unknownField',
} as const;

type Errors = Record<string, string>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Strict types before yup casts anything: a string field must be a string (an operator object such as
 * `{"$gt": ""}` or a number is refused, never coerced), a number a number, an array an array, a nested
 * object an object; and a field the schema does not name is refused (a request may set only what its
 * schema allows, so a customer cannot slip in a shop-only field or `role`).
 */
function checkStrictTypes(
  schema: yup.ObjectSchema<yup.AnyObject>,
  value: Record<string, unknown>,
  prefix: string,
  errors: Errors,
): void {
  for (const name of Object.keys(value)) {
    if (!(name in schema.fields))
      errors[prefix ? `${prefix}.${name}` : name] = VALIDATION_KEYS.unknownField;
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    const fieldValue = value[name];
    if (fieldValue === undefined || fieldValue === null) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const type = (field as yup.Schema).type;
    if (type === 'string' && typeof fieldValue !== 'string')
      errors[path] = VALIDATION_KEYS.invalidType;
    else if (type === 'boolean' && typeof fieldValue !== 'boolean')
      errors[path] = VALIDATION_KEYS.invalidType;
    else if (type === 'number' && (typeof fieldValue !== 'number' || !Number.isFinite(fieldValue)))
      errors[path] = VALIDATION_KEYS.invalidType;
    else if (type === 'array') {
      if (!Array.isArray(fieldValue)) errors[path] = VALIDATION_KEYS.invalidType;
      else {
        const inner = (field as yup.ArraySchema<unknown[], yup.AnyObject>).innerType as
          yup.Schema | undefined;
        if (inner?.type === 'string' && fieldValue.some((item) => typeof item !== 'string'))
          errors[path] = VALIDATION_KEYS.invalidType;
      }
    } else if (type === 'object' && field instanceof yup.ObjectSchema) {
      if (isPlainObject(fieldValue)) checkStrictTypes(field, fieldValue, path, errors);
      else errors[path] = VALIDATION_KEYS.invalidType;
    }
  }
}

function toErrors(error: yup.ValidationError): Errors {
  const errors: Errors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const path = item.path || 'body';
    if (errors[path]) continue;
    const message = item.errors[0] ?? item.message;
    // Our schemas use message keys (no spaces); yup's own defaults are sentences.
    errors[path] = /\s/.test(message) ? VALIDATION_KEYS.invalidType : message;
  }
  return errors;
}

/**
 * Validates a JSON body with a schema from src/domain (abortEarly false; unknown fields refused), or throws a 400
 * ApiError whose `errors` maps field → message key.
 */
export async function validateBody<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> {
  if (!isPlainObject(body))
    throw ApiError.badRequest('Validation failed', { body: VALIDATION_KEYS.invalidType });
  const strictErrors: Errors = {};
  checkStrictTypes(schema, body, '', strictErrors);
  if (Object.keys(strictErrors).length > 0)
    throw ApiError.badRequest('Validation failed', strictErrors);
  try {
    return (await schema.validate(body, {
      abortEarly: false,
      stripUnknown: true,
    })) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError)
      throw ApiError.badRequest('Validation failed', toErrors(error));
    throw ApiError.badRequest('Validation failed');
  }
}

/**
 * Validates a query string (values are strings and are cast: '12' → 12). The message names the parameters,
 * e.g. 'Invalid query parameter: limit'.
 */
export async function validateQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  query: unknown,
): Promise<yup.InferType<S>> {
  const input = isPlainObject(query) ? query : {};
  const repeated = Object.keys(input).filter(
    (name) => Array.isArray(input[name]) && name in schema.fields,
  );
  if (repeated.length > 0) {
    throw ApiError.badRequest(
      `Invalid query parameter${repeated.length > 1 ? 's' : ''}: ${repeated.join(', ')}`,
      Object.fromEntries(repeated.map((name) => [name, 'validation.repeated'])),
    );
  }
  try {
    return (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const errors = toErrors(error);
      const names = Object.keys(errors);
      throw ApiError.badRequest(
        `Invalid query parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
        errors,
      );
    }
    throw ApiError.badRequest('Invalid query parameters');
  }
}

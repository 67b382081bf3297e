import * as yup from 'yup';
import { refuse, type Decision } from './decision';
import { invalidQueryParams } from './errors';
import { DEFAULT_LIMITS } from './limits';

/**
 * Request validation for the server and the mocks alike: the same checks, the same codes (VALIDATION_FAILED,
 * INVALID_QUERY) and the same `errors` map (field → message id), so a bad request is refused the same way by both.
 */

/** Message keys for failures that are not the schema's own messages. */
export const VALIDATION_KEYS = {
  invalidType: 'validation.invalidType',
  unknownField: 'validation.unknownField',
  tooLong: 'validation.tooLong',
  tooMany: 'validation.tooMany',
  repeated: 'validation.repeated',
} as const;

type Errors = Record<string, string>;
type AnyObjectSchema = yup.ObjectSchema<yup.AnyObject>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface DeclaredLimit {
  max: number;
  /** the message key the schema gives for going over it, if it names one */
  key: string | null;
}

const declaredLimitCache = new WeakMap<yup.Schema, DeclaredLimit | null>();

/** yup's default messages are sentences (or functions); ours are message keys without spaces. */
const messageKey = (message: unknown): string | null =>
  typeof message === 'string' && !/\s/.test(message) ? message : null;

/**
 * The `max` a string or array schema declares (`.max(n, key)` adds a test named 'max' with `params.max`), with
 * its message key; or for a string limited to a list (`.oneOf([...])`) the longest value of the list, whose
 * failure is a wrong value; null when it declares neither. Read from the schema itself so the limit and its
 * message live once, in src/domain, for the form and the server.
 */
function declaredLimit(schema: yup.Schema): DeclaredLimit | null {
  const cached = declaredLimitCache.get(schema);
  if (cached !== undefined) return cached;
  let limit: DeclaredLimit | null = null;
  for (const test of schema.tests) {
    const options = test.OPTIONS;
    const value = options?.name === 'max' ? options.params?.max : undefined;
    if (typeof value === 'number' && (limit === null || value < limit.max))
      limit = { max: value, key: messageKey(options?.message) };
  }
  if (limit === null && schema.type === 'string') {
    const allowed = (schema.describe() as { oneOf?: unknown[] }).oneOf ?? [];
    if (allowed.length > 0 && allowed.every((value) => typeof value === 'string'))
      limit = {
        max: Math.max(...allowed.map((value) => (value as string).length)),
        key: VALIDATION_KEYS.invalidType,
      };
  }
  declaredLimitCache.set(schema, limit);
  return limit;
}

/** The maximum length or item count a schema declares, or null. */
export const declaredMax = (schema: yup.Schema): number | null =>
  declaredLimit(schema)?.max ?? null;

/** A number's `max` is a value, not a length: only string schemas lend theirs. */
function stringTooLong(schema: yup.Schema, value: string): string | null {
  const limit = schema.type === 'string' ? declaredLimit(schema) : null;
  if (value.length <= (limit?.max ?? DEFAULT_LIMITS.stringLength)) return null;
  return limit?.key ?? VALIDATION_KEYS.tooLong;
}

function arrayTooLong(schema: yup.Schema, value: unknown[]): string | null {
  const limit = declaredLimit(schema);
  if (value.length <= (limit?.max ?? DEFAULT_LIMITS.arrayItems)) return null;
  return limit?.key ?? VALIDATION_KEYS.tooMany;
}

/**
 * Bounds a value the schema leaves open (`mixed`, e.g. the client-computed fields a booking accepts and strips):
 * a budget of nodes and a depth, spent as the walk goes, so a huge or deeply nested value costs at most the budget.
 */
function openValueError(value: unknown): string | null {
  let budget: number = DEFAULT_LIMITS.nodes;
  const visit = (item: unknown, depth: number): string | null => {
    if (--budget < 0) return VALIDATION_KEYS.tooMany;
    if (typeof item === 'string')
      return item.length > DEFAULT_LIMITS.stringLength ? VALIDATION_KEYS.tooLong : null;
    if (typeof item !== 'object' || item === null) return null;
    if (depth >= DEFAULT_LIMITS.depth) return VALIDATION_KEYS.tooMany;
    const children = Array.isArray(item) ? item : Object.values(item);
    if (children.length > budget) return VALIDATION_KEYS.tooMany;
    for (const child of children) {
      const error = visit(child, depth + 1);
      if (error) return error;
    }
    return null;
  };
  return visit(value, 0);
}

/**
 * Strict types and sizes before yup casts or tests anything: a string field must be a string (an operator
 * object such as `{"$gt": ""}` or a number is refused, never coerced) no longer than its limit, a number a
 * number, an array an array with no more items than its limit, a nested object an object; and a field the schema
 * does not name is refused (a request may set only what its schema allows, so a customer cannot slip in a
 * shop-only field or `role`). Sizes are checked here, once per field, because yup runs every item's tests before
 * the array's own `max` (24,000 ids cost 1.2 s); an oversized array is refused without looking at its items.
 */
function checkStrictTypes(
  schema: AnyObjectSchema,
  value: Record<string, unknown>,
  prefix: string,
  errors: Errors,
): void {
  const names = Object.keys(value);
  if (names.length > DEFAULT_LIMITS.objectKeys) {
    errors[prefix || 'body'] = VALIDATION_KEYS.tooMany;
    return;
  }
  for (const name of names) {
    if (!(name in schema.fields))
      errors[prefix ? `${prefix}.${name}` : name] = VALIDATION_KEYS.unknownField;
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    const fieldValue = value[name];
    if (fieldValue === undefined || fieldValue === null) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const error = fieldError(field as yup.Schema, fieldValue, path, errors);
    if (error) errors[path] = error;
  }
}

/** The type or size error of one present value, or null (nested objects report their own fields). */
function fieldError(
  field: yup.Schema,
  fieldValue: unknown,
  path: string,
  errors: Errors,
): string | null {
  switch (field.type) {
    case 'string':
      if (typeof fieldValue !== 'string') return VALIDATION_KEYS.invalidType;
      return stringTooLong(field, fieldValue);
    case 'boolean':
      return typeof fieldValue === 'boolean' ? null : VALIDATION_KEYS.invalidType;
    case 'number':
      return typeof fieldValue === 'number' && Number.isFinite(fieldValue)
        ? null
        : VALIDATION_KEYS.invalidType;
    case 'array': {
      if (!Array.isArray(fieldValue)) return VALIDATION_KEYS.invalidType;
      const tooMany = arrayTooLong(field, fieldValue);
      if (tooMany) return tooMany;
      const inner = (field as yup.ArraySchema<unknown[], yup.AnyObject>).innerType as
        yup.Schema | undefined;
      if (!inner) return openValueError(fieldValue);
      // bounded by the array's limit just checked
      for (const [index, item] of fieldValue.entries()) {
        if (item === undefined || item === null) continue;
        const itemError = fieldError(inner, item, `${path}[${index}]`, errors);
        if (itemError) return itemError;
      }
      return null;
    }
    case 'object':
      if (!(field instanceof yup.ObjectSchema)) return openValueError(fieldValue);
      if (!isPlainObject(fieldValue)) return VALIDATION_KEYS.invalidType;
      checkStrictTypes(field, fieldValue, path, errors);
      return null;
    default:
      return openValueError(fieldValue);
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

/** 400 VALIDATION_FAILED naming the fields at fault. */
const invalidBody = (errors?: Errors) => refuse('VALIDATION_FAILED', errors);
/** 400 INVALID_QUERY naming the parameters ('Invalid query parameter: limit'). */
const invalidQuery = (errors: Errors) =>
  refuse('INVALID_QUERY', errors, invalidQueryParams(errors));

/**
 * A JSON body checked against a schema from src/domain (abortEarly false; unknown fields refused): the cast value,
 * or VALIDATION_FAILED with `errors` mapping field → message id.
 */
export async function checkBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<Decision<yup.InferType<S>>> {
  if (!isPlainObject(body)) return invalidBody({ body: VALIDATION_KEYS.invalidType });
  const strictErrors: Errors = {};
  checkStrictTypes(schema, body, '', strictErrors);
  if (Object.keys(strictErrors).length > 0) return invalidBody(strictErrors);
  try {
    const value = await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: value as yup.InferType<S> };
  } catch (error) {
    return invalidBody(error instanceof yup.ValidationError ? toErrors(error) : undefined);
  }
}

/**
 * A query string checked against a schema (values are strings and are cast: '12' → 12); a parameter given twice
 * arrives as an array and is refused as repeated. The cast value, or INVALID_QUERY naming the parameters.
 */
export async function checkQuery<S extends AnyObjectSchema>(
  schema: S,
  query: unknown,
): Promise<Decision<yup.InferType<S>>> {
  const input = isPlainObject(query) ? query : {};
  const repeated = Object.keys(input).filter(
    (name) => Array.isArray(input[name]) && name in schema.fields,
  );
  if (repeated.length > 0)
    return invalidQuery(
      Object.fromEntries(repeated.map((name) => [name, VALIDATION_KEYS.repeated])),
    );
  // A query string is small (Node caps the request line), but a parameter still gets its length checked first.
  const oversized = Object.entries(input).flatMap(([name, value]) => {
    const field = schema.fields[name] as yup.Schema | undefined;
    const key = field && typeof value === 'string' ? stringTooLong(field, value) : null;
    return key ? [[name, key] as const] : [];
  });
  if (oversized.length > 0) return invalidQuery(Object.fromEntries(oversized));
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: value as yup.InferType<S> };
  } catch (error) {
    return error instanceof yup.ValidationError ? invalidQuery(toErrors(error)) : invalidBody();
  }
}

/** A URL's query as a server framework parses it: a parameter given more than once becomes an array. */
export function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

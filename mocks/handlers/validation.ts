import * as yup from 'yup';
import { invalidQueryFailure, validationFailure } from './failure';

/**
 * The same failure envelopes as server/http/validate.ts: `errors` maps field → message key; a query failure's
 * message names the parameters ('Invalid query parameter: limit').
 */
function toErrors(error: yup.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const path = item.path || 'body';
    if (errors[path]) continue;
    const message = item.errors[0] ?? item.message;
    errors[path] = /\s/.test(message) ? 'validation.invalidType' : message;
  }
  return errors;
}

/** The value, or the server's 400 response for it. */
export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response };

export async function validateQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  url: URL,
): Promise<Validated<yup.InferType<S>>> {
  try {
    const value = await schema.validate(Object.fromEntries(url.searchParams), {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value: value as yup.InferType<S> };
  } catch (error) {
    if (!(error instanceof yup.ValidationError))
      return { ok: false, response: validationFailure({}) };
    return { ok: false, response: invalidQueryFailure(toErrors(error)) };
  }
}

export async function validateBody<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  body: unknown,
): Promise<Validated<yup.InferType<S>>> {
  const fail = (errors: Record<string, string>) => ({
    ok: false as const,
    response: validationFailure(errors),
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail({ body: 'validation.invalidType' });
  // like the server: a field the schema does not name is refused, not dropped
  const unknown = Object.keys(body).filter((name) => !(name in schema.fields));
  if (unknown.length > 0)
    return fail(Object.fromEntries(unknown.map((name) => [name, 'validation.unknownField'])));
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = (body as Record<string, unknown>)[name];
    if (
      value !== undefined &&
      value !== null &&
      (field as yup.Schema).type === 'string' &&
      typeof value !== 'string'
    ) {
      return fail({ [name]: 'validation.invalidType' });
    }
  }
  try {
    return {
      ok: true,
      value: (await schema.validate(body, {
        abortEarly: false,
        stripUnknown: true,
      })) as yup.InferType<S>,
    };
  } catch (error) {
    return fail(error instanceof yup.ValidationError ? toErrors(error) : {});
  }
}

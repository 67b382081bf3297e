import * as yup from 'yup';

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

export type Validated<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400;
      body: { success: false; message: string; errors: Record<string, string> };
    };

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
    const errors = error instanceof yup.ValidationError ? toErrors(error) : {};
    const names = Object.keys(errors);
    return {
      ok: false,
      status: 400,
      body: {
        success: false,
        message: `Invalid query parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
        errors,
      },
    };
  }
}

export async function validateBody<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  body: unknown,
): Promise<Validated<yup.InferType<S>>> {
  const fail = (errors: Record<string, string>) => ({
    ok: false as const,
    status: 400 as const,
    body: { success: false as const, message: 'Validation failed', errors },
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail({ body: 'validation.invalidType' });
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

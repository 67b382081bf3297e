import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { DEFAULT_LIMITS } from '../../src/domain/limits';
import { ApiError } from '../../server/http/api-error';
import { declaredMax, validateBody, validateQuery } from '../../server/http/validate';

/** The ApiError a validation throws (or fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A schema whose items run a spy: the spy counts per-item work. */
function spiedSchema() {
  const perItem = vi.fn(() => true);
  const perString = vi.fn(() => true);
  const schema = yup
    .object({
      ids: yup
        .array(yup.string().required().test('item', 'validation.invalidType', perItem))
        .max(3),
      note: yup.string().max(10).test('note', 'validation.invalidType', perString),
    })
    .noUnknown();
  return { schema, perItem, perString };
}

describe('validateBody checks sizes before any per-item work', () => {
  it('refuses an oversized array without calling the per-item validator once', async () => {
    const { schema, perItem } = spiedSchema();
    const ids = Array.from({ length: 24_000 }, (_, i) => `id-${i}`);
    const error = await refusal(validateBody(schema, { ids }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual({ ids: 'validation.tooMany' });
    expect(perItem).not.toHaveBeenCalled();
  });

  it('runs the per-item validator for an array within its limit (so the spy does count)', async () => {
    const { schema, perItem } = spiedSchema();
    await expect(validateBody(schema, { ids: ['a', 'b'] })).resolves.toEqual({ ids: ['a', 'b'] });
    expect(perItem).toHaveBeenCalledTimes(2);
  });

  it("refuses an oversized string without running the string's tests", async () => {
    const { schema, perString } = spiedSchema();
    const error = await refusal(validateBody(schema, { note: 'x'.repeat(100_000) }));
    expect(error.errors).toEqual({ note: 'validation.tooLong' });
    expect(perString).not.toHaveBeenCalled();
  });

  it('refuses an oversized item inside an array that is within its limit', async () => {
    const { schema, perItem } = spiedSchema();
    const error = await refusal(validateBody(schema, { ids: ['a', 'x'.repeat(5000)] }));
    expect(error.errors).toEqual({ ids: 'validation.tooLong' });
    expect(perItem).not.toHaveBeenCalled();
  });

  it('bounds fields that declare no limit with the defaults', async () => {
    const schema = yup.object({
      text: yup.string(),
      list: yup.array(yup.string()),
      nested: yup.object({ inner: yup.string() }),
    });
    const longText = await refusal(
      validateBody(schema, { text: 'x'.repeat(DEFAULT_LIMITS.stringLength + 1) }),
    );
    expect(longText.errors).toEqual({ text: 'validation.tooLong' });
    const longList = await refusal(
      validateBody(schema, {
        list: Array.from({ length: DEFAULT_LIMITS.arrayItems + 1 }, () => 'a'),
      }),
    );
    expect(longList.errors).toEqual({ list: 'validation.tooMany' });
    const nested = await refusal(
      validateBody(schema, { nested: { inner: 'x'.repeat(DEFAULT_LIMITS.stringLength + 1) } }),
    );
    expect(nested.errors).toEqual({ 'nested.inner': 'validation.tooLong' });
    await expect(
      validateBody(schema, { text: 'x'.repeat(DEFAULT_LIMITS.stringLength) }),
    ).resolves.toMatchObject({ text: 'x'.repeat(DEFAULT_LIMITS.stringLength) });
  });

  it('bounds open (mixed) fields by depth and size, and objects by their number of keys', async () => {
    const schema = yup.object({ extra: yup.mixed().strip() }).noUnknown();
    let deep: unknown = 'leaf';
    for (let i = 0; i < 50; i += 1) deep = { deep };
    expect((await refusal(validateBody(schema, { extra: deep }))).errors).toEqual({
      extra: 'validation.tooMany',
    });
    expect(
      (await refusal(validateBody(schema, { extra: Array.from({ length: 24_000 }, () => 1) })))
        .errors,
    ).toEqual({ extra: 'validation.tooMany' });
    expect((await refusal(validateBody(schema, { extra: 'x'.repeat(100_000) }))).errors).toEqual({
      extra: 'validation.tooLong',
    });
    await expect(validateBody(schema, { extra: { a: [1, 2, 'x'] } })).resolves.toEqual({});
    const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 1]));
    expect((await refusal(validateBody(schema, manyKeys))).errors).toEqual({
      body: 'validation.tooMany',
    });
  });

  it('reads the limit a schema declares', () => {
    expect(declaredMax(yup.string().max(12))).toBe(12);
    expect(declaredMax(yup.array(yup.string()).max(4))).toBe(4);
    expect(declaredMax(yup.string())).toBeNull();
  });
});

describe('validateQuery checks lengths first', () => {
  it('refuses an over-long parameter without running its tests', async () => {
    const perValue = vi.fn(() => true);
    const schema = yup.object({ q: yup.string().max(20).test('q', 'range', perValue) });
    const error = await refusal(validateQuery(schema, { q: 'x'.repeat(5000) }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid query parameter: q');
    expect(error.errors).toEqual({ q: 'validation.tooLong' });
    expect(perValue).not.toHaveBeenCalled();
  });
});

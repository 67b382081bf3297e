import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { checkBody, checkQuery, queryOf } from '../../src/domain/request-validation';
import { settingsUpdateErrors } from '../../src/domain/profile';

/** The one request validation the server and the mocks both answer with: same codes, same `errors` map. */

const body = yup
  .object({
    name: yup.string().strict().max(5, 'validation.tooLong').required('validation.required'),
    address: yup.object({ city: yup.string().strict() }).noUnknown(),
  })
  .noUnknown();
const query = yup.object({
  page: yup.string().strict().matches(/^\d+$/, 'validation.invalidType'),
});

describe('checkBody', () => {
  it('gives the value when it is valid', async () => {
    expect(await checkBody(body, { name: 'Ada' })).toMatchObject({
      ok: true,
      value: { name: 'Ada' },
    });
  });

  it('refuses unknown fields, nested ones too, as VALIDATION_FAILED naming each', async () => {
    expect(await checkBody(body, { name: 'Ada', role: 'admin', address: { zip: '1' } })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { role: 'validation.unknownField', 'address.zip': 'validation.unknownField' },
    });
  });

  it('refuses a wrong type without coercing it, and the schema’s own messages', async () => {
    expect(await checkBody(body, { name: { $gt: '' } })).toMatchObject({
      errors: { name: 'validation.invalidType' },
    });
    expect(await checkBody(body, { name: 'Adalberta' })).toMatchObject({
      errors: { name: 'validation.tooLong' },
    });
    expect(await checkBody(body, {})).toMatchObject({ errors: { name: 'validation.required' } });
    expect(await checkBody(body, [])).toMatchObject({ errors: { body: 'validation.invalidType' } });
  });
});

describe('checkQuery', () => {
  it('refuses a bad or repeated parameter as INVALID_QUERY naming it', async () => {
    expect(await checkQuery(query, { page: 'x' })).toEqual({
      ok: false,
      code: 'INVALID_QUERY',
      errors: { page: 'validation.invalidType' },
      params: { count: 1, names: 'page' },
    });
    expect(await checkQuery(query, queryOf(new URLSearchParams('page=1&page=2')))).toMatchObject({
      code: 'INVALID_QUERY',
      errors: { page: 'validation.repeated' },
    });
    expect(await checkQuery(query, { page: '2', other: 'x' })).toEqual({
      ok: true,
      value: { page: '2' },
    });
  });
});

describe('settings a role may not change', () => {
  it("refuses a customer's notifications.newBookings, not a shop owner's", () => {
    expect(settingsUpdateErrors('customer', { notifications: { newBookings: true } })).toEqual({
      'notifications.newBookings': 'validation.unknownField',
    });
    expect(settingsUpdateErrors('customer', { notifications: { promotions: true } })).toBeNull();
    expect(settingsUpdateErrors('shop', { notifications: { newBookings: false } })).toBeNull();
  });
});

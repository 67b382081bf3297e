import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../server/models/user.model';
import itCatalog from '../../src/i18n/it.json';
import { startTestApp, type TestApp } from './helpers';
import { createUser, signIn } from './profile-fixtures';

/**
 * Failures carry a stable code next to the text, and the text is in the caller's language: the request's
 * Accept-Language, else the signed-in user's saved language, else English.
 */
describe('the failure envelope', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_error_envelope', seed: false });
  });
  afterAll(() => app?.close());

  const missingBooking = (headers: Record<string, string>) =>
    fetch(`${app.baseUrl}/api/bookings/no-such-booking`, { headers }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));

  it('answers a guest in English, or in the language the request asks for', async () => {
    const english = await fetch(`${app.baseUrl}/api/shops/no-such-shop`);
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({
      success: false,
      code: 'SHOP_NOT_FOUND',
      message: 'Shop not found',
    });
    const italian = await fetch(`${app.baseUrl}/api/shops/no-such-shop`, {
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' },
    });
    expect(await italian.json()).toEqual({
      success: false,
      code: 'SHOP_NOT_FOUND',
      message: itCatalog['errors.SHOP_NOT_FOUND'],
    });
  });

  it('falls back to the signed-in user’s saved language when the request names none', async () => {
    const user = await createUser({ name: 'Giulia' });
    await UserModel.updateOne({ _id: user.id }, { $set: { language: 'it' } });
    const token = await signIn(app, user);
    const saved = await missingBooking({ authorization: `Bearer ${token}` });
    expect(saved).toEqual({
      status: 404,
      body: {
        success: false,
        code: 'BOOKING_NOT_FOUND',
        message: itCatalog['errors.BOOKING_NOT_FOUND'],
      },
    });
    // the request's own language wins over the saved one
    const asked = await missingBooking({
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
    });
    expect(asked.body).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: 'Booking not found' });
  });

  it('names the query parameters at fault, in both languages, with the field errors', async () => {
    const query = `${app.baseUrl}/api/bookings/available-slots?shopId=x&date=2026-13-45`;
    const english = (await (await fetch(query)).json()) as Record<string, unknown>;
    expect(english.code).toBe('INVALID_QUERY');
    expect(english.message).toMatch(/^Invalid query parameters?: /);
    expect(Object.keys(english.errors as object).length).toBeGreaterThan(0);
    const italian = (await (
      await fetch(query, { headers: { 'accept-language': 'it' } })
    ).json()) as Record<string, unknown>;
    expect(italian.code).toBe('INVALID_QUERY');
    expect(italian.message).toMatch(/^Parametr[oi] della richiesta non valid[oi]: /);
    expect(italian.errors).toEqual(english.errors);
  });
});

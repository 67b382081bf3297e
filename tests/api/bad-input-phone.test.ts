import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn, type Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  DETAILS,
  writtenState,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';

/** `-1` and a date were accepted as phone numbers; every endpoint taking a phone now refuses them (spec rule). */
let app: TestApp;
let shop: BookingShop;
let customer: BookingClient;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bad-input-phone', seed: false });
  shop = await createBookingShop(app);
  customer = await bookingClient(app);
});
afterAll(() => app.close());

const BAD_PHONES = ['-1', '2026-13-01'];

describe('phone numbers that are not phone numbers', () => {
  it('are refused at registration', async () => {
    for (const [index, phone] of BAD_PHONES.entries()) {
      const answer = await client(app).post<unknown>('/auth/register', {
        role: 'customer',
        name: 'New Person',
        email: `new.person.${index}@example.com`,
        phone,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        acceptTerms: true,
      });
      expect(answer.status, phone).toBe(400);
      expect(answer.body.errors, phone).toEqual({ phone: 'auth.phoneInvalid' });
    }
  });

  it('are refused in the profile, for the customer and the emergency contact, changing nothing', async () => {
    const user = await createUser({ role: 'customer' });
    const me = client(app, await signIn(app, user));
    const before = (await me.get<{ user: object }>('/users/profile')).body.data;
    const base = { name: 'Test Person', email: user.email, phone: '+39 333 000 0000' };
    for (const phone of BAD_PHONES) {
      const own = await me.put<unknown>('/users/profile', { ...base, phone });
      expect(own.status, phone).toBe(400);
      expect(own.body.errors, phone).toEqual({ phone: 'phoneInvalid' });
      const contact = await me.put<unknown>('/users/profile', {
        ...base,
        emergencyContact: { name: 'Mum', phone },
      });
      expect(contact.status, phone).toBe(400);
      expect(contact.body.errors, phone).toEqual({ 'emergencyContact.phone': 'phoneInvalid' });
    }
    expect((await me.get<{ user: object }>('/users/profile')).body.data).toEqual(before);
    // the shape the spec describes is still accepted
    const ok = await me.put<unknown>('/users/profile', { ...base, phone: '+39 (06) 1234-5678' });
    expect(ok.status).toBe(200);
  });

  it('are refused in a booking’s customer details, writing nothing', async () => {
    const before = await writtenState(shop.id);
    for (const phone of BAD_PHONES) {
      const answer = await customer.book(
        bookingBody(shop, daysAhead(3), '10:00', { customerDetails: { ...DETAILS, phone } }),
      );
      expect(answer.status, phone).toBe(400);
      expect((answer.body as Envelope).errors, phone).toEqual({
        'customerDetails.phone': 'validation.phoneInvalid',
      });
    }
    expect(await writtenState(shop.id)).toEqual(before);
  });
});

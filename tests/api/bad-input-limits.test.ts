import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
  socialLoginSchema,
  socialRegisterSchema,
} from '../../src/domain/auth';
import { rejectShopSchema } from '../../src/domain/admin';
import { createBookingSchema, updateBookingSchema } from '../../src/domain/booking';
import { addFavoriteSchema, favoriteNotesSchema } from '../../src/domain/favorites';
import {
  changePasswordSchema,
  customerProfileSchema,
  exportRequestSchema,
  settingsUpdateSchema,
  shopProfileSchema,
} from '../../src/domain/profile';
import {
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
} from '../../src/domain/shop-services';
import { shopProfileUpdateSchema } from '../../src/domain/shop-profile';
import { photoOrderSchema } from '../../src/domain/shop-photos';
import {
  createTeamMemberSchema,
  deleteTeamMemberSchema,
  updateTeamMemberSchema,
} from '../../src/domain/shop-team';
import {
  editableWeek,
  notificationSettingsSchema,
  policiesUpdateSchema,
  workingHoursUpdateSchema,
} from '../../src/domain/shop-hours';
import en from '../../src/i18n/en.json';
import { startTestApp, type TestApp } from './helpers';
import { createUser, signIn, TEST_PASSWORD, type Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingShop,
} from './support/booking-fixtures';
import { apiRoutes, routeKey, WRITE_METHODS } from './support/route-table';

/**
 * Every write endpoint refuses an oversized array in each of its array fields and a 100,000-character string in
 * each of its string fields with a 400 before doing anything (issue 11: 24,000 items cost seconds of CPU). The
 * endpoints come from the app's router; a write route missing from the table below fails the test, so a new
 * endpoint must say what it takes. The fields come from the schema the route validates with, so a field added
 * to a schema is covered without touching this file.
 */
type Role = 'guest' | 'customer' | 'shop' | 'admin';

interface Ctx {
  shop: BookingShop;
  bookingId: string;
}

type Entry =
  | {
      role: Role;
      schema: yup.ObjectSchema<yup.AnyObject>;
      /** a body the route would accept, so the oversized field is the only thing wrong */
      body: (ctx: Ctx) => Record<string, unknown>;
      path?: (ctx: Ctx) => string;
    }
  /** takes no JSON body (or only multipart, bounded by multer's part and size limits): why */
  | { none: string };

const REGISTER = {
  role: 'customer',
  name: 'New Person',
  email: 'new.person@example.com',
  phone: '+393331112222',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
};

/** One entry per route, or several when the body depends on the role (a shop's profile has other fields). */
const ENTRIES: Record<string, Entry | Entry[]> = {
  'POST /api/auth/register': { role: 'guest', schema: registerSchema, body: () => REGISTER },
  'POST /api/auth/login': {
    role: 'guest',
    schema: loginSchema,
    body: () => ({ email: 'nobody@example.com', password: 'Wrong1234' }),
  },
  'POST /api/auth/refresh': { none: 'reads only the refresh cookie' },
  'POST /api/auth/extend': { none: 'reads only the refresh cookie' },
  'POST /api/auth/logout': { none: 'reads only the refresh cookie' },
  'POST /api/auth/forgot-password': {
    role: 'guest',
    schema: forgotPasswordSchema,
    body: () => ({ email: 'nobody@example.com', language: 'en' }),
  },
  'POST /api/auth/reset-password/verify': {
    role: 'guest',
    schema: resetTokenSchema,
    body: () => ({ token: 'abc' }),
  },
  'POST /api/auth/reset-password': {
    role: 'guest',
    schema: resetPasswordSchema,
    body: () => ({ token: 'abc', password: 'Secret1234' }),
  },
  'POST /api/auth/social/login': {
    role: 'guest',
    schema: socialLoginSchema,
    body: () => ({ provider: 'google', token: 'abc' }),
  },
  'POST /api/auth/social/register': {
    role: 'guest',
    schema: socialRegisterSchema,
    body: () => ({ provider: 'google', token: 'abc', role: 'customer', language: 'en' }),
  },
  'PUT /api/users/profile': [
    {
      role: 'customer',
      schema: customerProfileSchema,
      body: () => ({ name: 'Carla Cliente', email: 'carla@example.com', phone: '+393331234567' }),
    },
    {
      role: 'shop',
      schema: shopProfileSchema,
      body: () => ({ name: 'Owner Person', email: 'owner@example.com', phone: '+393331234567' }),
    },
  ],
  'DELETE /api/users/profile': { none: 'deletes the account; no body' },
  'PUT /api/users/profile/password': {
    role: 'customer',
    schema: changePasswordSchema,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'Another123' }),
  },
  'PUT /api/users/profile/settings': {
    role: 'customer',
    schema: settingsUpdateSchema,
    body: () => ({ language: 'it' }),
  },
  'POST /api/users/profile/avatar': { none: 'multipart: one file part, no fields (multer limits)' },
  'DELETE /api/users/profile/avatar': { none: 'no body' },
  'POST /api/customer/favorites': {
    role: 'customer',
    schema: addFavoriteSchema,
    body: ({ shop }) => ({ shopId: shop.id, notes: 'nice' }),
  },
  'DELETE /api/customer/favorites/:shopId': { none: 'no body' },
  'PATCH /api/customer/favorites/:shopId': {
    role: 'customer',
    schema: favoriteNotesSchema,
    body: () => ({ notes: 'nice' }),
    path: ({ shop }) => `/api/customer/favorites/${shop.id}`,
  },
  'POST /api/customer/export-data': {
    role: 'customer',
    schema: exportRequestSchema,
    body: () => ({ format: 'json' }),
  },
  'DELETE /api/customer/delete-data': { none: 'deletes the account; no body' },
  'POST /api/bookings': {
    role: 'customer',
    schema: createBookingSchema,
    body: ({ shop }) => bookingBody(shop, daysAhead(3), '11:00'),
  },
  'PUT /api/bookings/:id': {
    role: 'customer',
    schema: updateBookingSchema,
    body: () => ({ notes: 'see you' }),
    path: ({ bookingId }) => `/api/bookings/${bookingId}`,
  },
  'DELETE /api/bookings/:id': { none: 'cancels; no body' },
  'POST /api/admin/shops/:id/approve': { none: 'no body' },
  'POST /api/admin/shops/:id/reject': {
    role: 'admin',
    schema: rejectShopSchema,
    body: () => ({ reason: 'Not a real shop' }),
    path: ({ shop }) => `/api/admin/shops/${shop.id}/reject`,
  },
  'POST /api/dev/outbox/page-access': { none: 'reads only the bearer token' },
  'DELETE /api/dev/outbox': { none: 'no body' },
  // the owner's services editor (issue 14)
  'POST /api/shops/:id/services': {
    role: 'shop',
    schema: serviceCreateSchema,
    body: () => ({
      name: { en: 'Keratin', it: 'Cheratina' },
      category: 'hair',
      price: 40,
      duration: { hours: 1, minutes: 0 },
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/services`,
  },
  'PUT /api/shops/:id/services/order': {
    role: 'shop',
    schema: serviceOrderSchema,
    body: ({ shop }) => ({ serviceIds: Object.values(shop.services) }),
    path: ({ shop }) => `/api/shops/${shop.id}/services/order`,
  },
  'PUT /api/shops/:id/services/:serviceId': {
    role: 'shop',
    schema: serviceUpdateSchema,
    body: () => ({ price: 20 }),
    path: ({ shop }) => `/api/shops/${shop.id}/services/${shop.services.cut}`,
  },
  'DELETE /api/shops/:id/services/:serviceId': { none: 'no body' },
  // the owner's shop profile and photos (issue 14)
  'PUT /api/shops/:id': {
    role: 'shop',
    schema: shopProfileUpdateSchema,
    body: () => ({ name: 'Renamed shop' }),
    path: ({ shop }) => `/api/shops/${shop.id}`,
  },
  'POST /api/shops/:id/photos': {
    none: 'multipart: `photos` files and a `role` field (multer limits: 10 files of 5 MB, one short field)',
  },
  'PUT /api/shops/:id/photos': {
    role: 'shop',
    schema: photoOrderSchema,
    body: () => ({ order: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/photos`,
  },
  'DELETE /api/shops/:id/photos/:photoId': { none: 'no body' },
  // the owner's hours, policies and notification settings (issue 14)
  'PUT /api/shops/:id/working-hours': {
    role: 'shop',
    schema: workingHoursUpdateSchema,
    body: () => ({ workingHours: editableWeek(null), breaks: [], specialDates: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/working-hours`,
  },
  'PUT /api/shops/:id/policies': {
    role: 'shop',
    schema: policiesUpdateSchema,
    body: () => ({
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
      noShow: { feeAmount: 0, maxNoShows: 3 },
      autoConfirm: true,
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/policies`,
  },
  // the owner's team (issue 14)
  'POST /api/shops/:id/team': {
    role: 'shop',
    schema: createTeamMemberSchema,
    body: () => ({ name: 'Giulia Rossi' }),
    path: ({ shop }) => `/api/shops/${shop.id}/team`,
  },
  'PUT /api/shops/:id/team/:staffId': {
    role: 'shop',
    schema: updateTeamMemberSchema,
    body: () => ({ name: 'Giulia Bianchi' }),
    path: ({ shop }) => `/api/shops/${shop.id}/team/giulia`,
  },
  'DELETE /api/shops/:id/team/:staffId': {
    role: 'shop',
    schema: deleteTeamMemberSchema,
    body: () => ({ resolutions: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/team/giulia`,
  },
  'POST /api/shops/:id/team/:staffId/photo': {
    none: 'multipart: one `photo` file (multer limits: one part of 5 MB, no fields)',
  },
  'PUT /api/shops/:id/personal-area-settings': {
    role: 'shop',
    schema: notificationSettingsSchema,
    body: () => ({ notifications: { email: true, sms: false, push: false, newBookings: true } }),
    path: ({ shop }) => `/api/shops/${shop.id}/personal-area-settings`,
  },
};

/** A `.max(n, 'some.key')` or a list of allowed values: going over says that, not the generic text. */
function hasOwnLimitMessage(field: yup.Schema): boolean {
  const keyed = field.tests.some(
    (test) =>
      test.OPTIONS?.name === 'max' &&
      typeof test.OPTIONS.message === 'string' &&
      !/\s/.test(test.OPTIONS.message),
  );
  return keyed || ((field.describe() as { oneOf?: unknown[] }).oneOf ?? []).length > 0;
}

/** Dotted paths of the string and array fields of a schema, nested objects included. */
function sizedFields(
  schema: yup.ObjectSchema<yup.AnyObject>,
  prefix = '',
): { path: string; kind: 'string' | 'array'; ownMessage: boolean }[] {
  return Object.entries(schema.fields).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const type = (field as yup.Schema).type;
    const ownMessage = hasOwnLimitMessage(field as yup.Schema);
    if (type === 'string') return [{ path, kind: 'string' as const, ownMessage }];
    if (type === 'array') return [{ path, kind: 'array' as const, ownMessage }];
    if (field instanceof yup.ObjectSchema) return sizedFields(field, path);
    return [];
  });
}

/** A copy of `body` with the value at a dotted path replaced. */
function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const names = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const name of names.slice(0, -1)) {
    if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
    node = node[name] as Record<string, unknown>;
  }
  node[names.at(-1)!] = value;
  return copy;
}

/** Every document of every collection, so "nothing changed" means nothing at all. */
async function databaseState() {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
  const state: Record<string, unknown[]> = {};
  for (const name of names)
    state[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown[]>;
}

const HUGE_STRING = 'x'.repeat(100_000);
/** ~40 kB of JSON: under the 100 kB body limit, far over any list's limit */
const HUGE_ARRAY = Array.from({ length: 10_000 }, () => 'a');

let app: TestApp;
let ctx: Ctx;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bad-input-limits', seed: false });
  const shop = await createBookingShop(app);
  const customer = await createUser({ role: 'customer', name: 'Carla Cliente' });
  const booker = await bookingClient(app, 'customer', customer);
  const created = await booker.book(bookingBody(shop, daysAhead(4), '10:00'));
  expect(created.status).toBe(201);
  ctx = { shop, bookingId: created.body.data.booking.id };
  tokens.customer = booker.token;
  tokens.shop = await signIn(app, shop.owner);
  tokens.admin = await signIn(app, await createUser({ role: 'admin' }));
});
afterAll(() => app.close());

describe('every write endpoint bounds its input', () => {
  it('has an entry in the table for every write route the app serves', () => {
    const writes = apiRoutes(app)
      .filter((route) => WRITE_METHODS.has(route.method))
      .map(routeKey);
    expect(writes.length).toBeGreaterThanOrEqual(20);
    expect(writes.filter((key) => !(key in ENTRIES))).toEqual([]);
  });

  it('refuses an oversized array and a 100,000-character string in every field with a 400, changing nothing', async () => {
    const before = await databaseState();
    let sent = 0;
    const entries = Object.entries(ENTRIES).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((entry) => [key, entry] as const),
    );
    for (const [key, entry] of entries) {
      if ('none' in entry) continue;
      const [method, routePath] = key.split(' ') as [string, string];
      const url = `${app.baseUrl}${entry.path ? entry.path(ctx) : routePath}`;
      const token = entry.role === 'guest' ? undefined : tokens[entry.role];
      for (const field of sizedFields(entry.schema)) {
        const value = field.kind === 'array' ? HUGE_ARRAY : HUGE_STRING;
        const body = JSON.stringify(withValue(entry.body(ctx), field.path, value));
        expect(body.length).toBeLessThan(102_400);
        const response = await fetch(url, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        const answer = (await response.json()) as Envelope;
        const label = `${key} ${field.path} (${field.kind})`;
        expect(response.status, `${label}: ${JSON.stringify(answer)}`).toBe(400);
        expect(answer.message, label).toBe('Validation failed');
        // the field's own over-limit message where its schema names one (a password's rules, a list of
        // allowed values), else the generic one; either way a key the client translates
        const messageKey = answer.errors?.[field.path] ?? '';
        expect(messageKey in en, `${label}: ${messageKey}`).toBe(true);
        if (!field.ownMessage)
          expect(messageKey, label).toBe(
            field.kind === 'array' ? 'validation.tooMany' : 'validation.tooLong',
          );
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(40);
    expect(await databaseState()).toEqual(before);
  });
});

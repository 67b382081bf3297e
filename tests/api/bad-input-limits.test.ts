import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import en from '../../src/i18n/en.json';
import { startTestApp, type TestApp } from './helpers';
import { createUser, signIn, type Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
} from './support/booking-fixtures';
import { apiRoutes, routeKey, WRITE_METHODS } from './support/route-table';
import { ENTRIES, type Ctx, type Role } from './support/write-route-inputs';

/**
 * Every write endpoint refuses an oversized array in each of its array fields and a 100,000-character string in
 * each of its string fields with a 400 before doing anything (issue 11: 24,000 items cost seconds of CPU). The
 * endpoints come from the app's router; a write route missing from the table below fails the test, so a new
 * endpoint must say what it takes. The fields come from the schema the route validates with, so a field added
 * to a schema is covered without touching this file.
 */
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

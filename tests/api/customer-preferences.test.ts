import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PREFERENCES_MESSAGES,
  DEFAULT_CUSTOMER_PREFERENCES,
  type CustomerPreferencesResult,
} from '../../src/domain/customer-preferences';
import { MEDICAL_INFO_MESSAGES, type MedicalInfoResult } from '../../src/domain/medical-info';
import type { UserProfile } from '../../src/domain/profile';
import { sameProviderPreference } from '../../server/modules/customer-preferences/customer-preferences.service';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import { bookingClient } from './support/booking-fixtures';

/**
 * Spec 02 §7 "Customer area": preferences and medical info, for customers and each their own, over real HTTP on
 * FerretDB (what a shop sees of them, and recommendations: customer-recommendations.test.ts).
 */

let app: TestApp;
/** a shop owner: the customer area is not theirs */
let otherOwnerToken: string;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-preferences', seed: false });
  otherOwnerToken = await signIn(app, await createUser({ role: 'shop', name: 'Owner Person' }));
});
afterAll(() => app?.close());

const as = (token?: string) => client(app, token);

describe('preferences', () => {
  it('answers the spec’s defaults, then keeps what each PUT sends and nothing else', async () => {
    const me = await bookingClient(app, 'customer');
    const first = await as(me.token).get<CustomerPreferencesResult>('/customer/preferences');
    expect(first.status).toBe(200);
    expect(first.body.data.preferences).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
    expect(await sameProviderPreference(me.user.id)).toBe(true);

    const put = await as(me.token).put<CustomerPreferencesResult>('/customer/preferences', {
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { sms: true, reminders: false },
      bookingPrefs: { sameProvider: false, reminderTime: 2 },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(CUSTOMER_PREFERENCES_MESSAGES.updated);
    const expected = {
      ...DEFAULT_CUSTOMER_PREFERENCES,
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { email: true, sms: true, marketing: false, reminders: false },
      bookingPrefs: {
        reminderTime: 2,
        preferredTime: 'anytime',
        autoConfirm: false,
        sameProvider: false,
      },
    };
    expect(put.body.data.preferences).toEqual(expected);
    // a later PUT of one toggle leaves the rest as saved
    const privacy = await as(me.token).put<CustomerPreferencesResult>('/customer/preferences', {
      privacySettings: { allowReviews: false },
    });
    expect(privacy.body.data.preferences).toEqual({
      ...expected,
      privacySettings: { shareProfile: false, allowReviews: false, dataRetention: true },
    });
    expect(
      (await as(me.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data,
    ).toEqual(privacy.body.data);
    // quick rebook reads the same choice
    expect(await sameProviderPreference(me.user.id)).toBe(false);

    // the profile shows the values it shares with the preferences, in its own shape
    const profile = await as(me.token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user).toMatchObject({
      preferredServices: ['haircut', 'massage'],
      communicationPrefs: { email: true, sms: true, marketing: false },
      bookingPrefs: { reminderTime: 2, preferredTime: 'anytime' },
    });
    expect(Object.keys(profile.body.data.user.communicationPrefs).sort()).toEqual([
      'email',
      'marketing',
      'sms',
    ]);
  });

  it('refuses bad input with the fields at fault, changing nothing', async () => {
    const me = await bookingClient(app, 'customer');
    for (const [body, field, key] of [
      [{ role: 'admin' }, 'role', 'validation.unknownField'],
      [{ preferredServices: ['tattoo'] }, 'preferredServices[0]', 'validation.invalidType'],
      [{ preferredServices: ['haircut', 'haircut'] }, 'preferredServices', 'validation.duplicate'],
      [
        { bookingPrefs: { reminderTime: 5 } },
        'bookingPrefs.reminderTime',
        'validation.invalidType',
      ],
      [
        { bookingPrefs: { sameProvider: 'no' } },
        'bookingPrefs.sameProvider',
        'validation.invalidType',
      ],
      [
        { privacySettings: { shareEverything: true } },
        'privacySettings.shareEverything',
        'validation.unknownField',
      ],
    ] as const) {
      const answer = await as(me.token).put('/customer/preferences', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBe(key);
    }
    expect(
      (await as(me.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data
        .preferences,
    ).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
  });

  it('is for signed-in customers only, each their own', async () => {
    expect((await as().get('/customer/preferences')).status).toBe(401);
    expect((await as().put('/customer/preferences', {})).status).toBe(401);
    const forbidden = await as(otherOwnerToken).get('/customer/preferences');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');

    const one = await bookingClient(app, 'customer');
    const two = await bookingClient(app, 'customer');
    await as(one.token).put('/customer/preferences', { bookingPrefs: { autoConfirm: true } });
    expect(
      (await as(two.token).get<CustomerPreferencesResult>('/customer/preferences')).body.data
        .preferences,
    ).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
  });
});

describe('medical info', () => {
  it('starts empty, and each PUT stamps the server’s time whatever the client says', async () => {
    const me = await bookingClient(app, 'customer');
    const empty = await as(me.token).get<MedicalInfoResult>('/customer/medical-info');
    expect(empty.body.data.medicalInfo).toEqual({
      allergies: [],
      medicalConditions: '',
      emergencyContact: { name: '', phone: '' },
      lastUpdated: null,
    });

    const before = Date.now();
    const put = await as(me.token).put<MedicalInfoResult>('/customer/medical-info', {
      allergies: [' Latex ', 'Nickel'],
      medicalConditions: 'Sensitive scalp',
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
      lastUpdated: '2001-01-01T00:00:00.000Z',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(MEDICAL_INFO_MESSAGES.updated);
    const saved = put.body.data.medicalInfo;
    expect(saved).toMatchObject({
      allergies: ['Latex', 'Nickel'],
      medicalConditions: 'Sensitive scalp',
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
    });
    expect(Date.parse(saved.lastUpdated!)).toBeGreaterThanOrEqual(before - 1000);

    // a partial PUT keeps the rest
    const partial = await as(me.token).put<MedicalInfoResult>('/customer/medical-info', {
      emergencyContact: { phone: '+39 333 111 2222' },
    });
    expect(partial.body.data.medicalInfo).toMatchObject({
      allergies: ['Latex', 'Nickel'],
      emergencyContact: { name: 'Luca Romano', phone: '+39 333 111 2222' },
    });
    expect((await as(me.token).get<MedicalInfoResult>('/customer/medical-info')).body.data).toEqual(
      partial.body.data,
    );
    // the profile's health section shows the same values
    const profile = await as(me.token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user.allergies).toEqual(['Latex', 'Nickel']);
  });

  it('refuses too many allergies, duplicates and a bad phone; others cannot read it', async () => {
    const me = await bookingClient(app, 'customer');
    const many = Array.from({ length: 31 }, (_, i) => `Allergy ${i}`);
    for (const [body, field, key] of [
      [{ allergies: many }, 'allergies', 'validation.tooMany'],
      [{ allergies: ['Latex', 'latex'] }, 'allergies', 'validation.duplicate'],
      [{ emergencyContact: { phone: 'call me' } }, 'emergencyContact.phone', 'phoneInvalid'],
      [{ medicalConditions: 'x'.repeat(2001) }, 'medicalConditions', 'validation.tooLong'],
    ] as const) {
      const answer = await as(me.token).put('/customer/medical-info', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBe(key);
    }
    expect((await as().get('/customer/medical-info')).status).toBe(401);
    expect((await as(otherOwnerToken).get('/customer/medical-info')).status).toBe(403);
    // another customer reads their own (empty) record, never this one
    await as(me.token).put('/customer/medical-info', { allergies: ['Peanuts'] });
    const other = await bookingClient(app, 'customer');
    expect(
      (await as(other.token).get<MedicalInfoResult>('/customer/medical-info')).body.data.medicalInfo
        .allergies,
    ).toEqual([]);
  });
});

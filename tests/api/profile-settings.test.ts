import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ACCOUNT_SETTINGS,
  PROFILE_MESSAGES,
  type AccountSettings,
} from '../../src/domain/profile';
import { LoginIdentityModel, UserModel } from '../../server/models/user.model';
import { NO_PASSWORD_MESSAGE } from '../../server/modules/profile/profile.service';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, login, signIn } from './profile-fixtures';

type Settings = { settings: AccountSettings };

describe('profile: PUT /api/users/profile/password', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_profile_settings' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('applies the password rules with their message keys and stores nothing on failure', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const hashBefore = (await LoginIdentityModel.findOne({ userId: user.id }).lean())?.passwordHash;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { currentPassword: 'currentPasswordRequired', newPassword: 'newPasswordRequired' }],
      [
        { currentPassword: user.password, newPassword: 'Ab1' },
        { newPassword: 'passwordRequirements' },
      ],
      [
        { currentPassword: user.password, newPassword: 'alllower12' },
        { newPassword: 'passwordRequirements' },
      ],
      [
        { currentPassword: user.password, newPassword: 'ALLUPPER12' },
        { newPassword: 'passwordRequirements' },
      ],
      [
        { currentPassword: user.password, newPassword: 'NoDigitsHere' },
        { newPassword: 'passwordRequirements' },
      ],
      [
        { currentPassword: user.password, newPassword: user.password },
        { newPassword: 'passwordSameAsCurrent' },
      ],
      [
        { currentPassword: { $gt: '' }, newPassword: 'Brandnew123' },
        { currentPassword: 'validation.invalidType' },
      ],
      [
        { currentPassword: user.password, newPassword: { $gt: '' } },
        { newPassword: 'validation.invalidType' },
      ],
      [
        { currentPassword: user.password, newPassword: 'A1a'.repeat(50) },
        { newPassword: 'passwordRequirements' },
      ],
      [
        { currentPassword: user.password, newPassword: 'Brandnew123', confirm: 'x' },
        { confirm: 'validation.unknownField' },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await api.put('/users/profile/password', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors,
      });
    }
    const after = await LoginIdentityModel.findOne({ userId: user.id }).lean();
    expect(after?.passwordHash).toBe(hashBefore);
  });

  it('refuses a wrong current password with currentPasswordIncorrect', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const response = await api.put('/users/profile/password', {
      currentPassword: 'Wrong1234',
      newPassword: 'Brandnew123',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      code: 'CURRENT_PASSWORD_WRONG',
      message: PROFILE_MESSAGES.currentPasswordWrong,
      errors: { currentPassword: 'currentPasswordIncorrect' },
    });
    expect((await login(app, user.email, user.password)).status).toBe(200);
  });

  it('changes the password, signs out the other sessions and sends the security email', async () => {
    const user = await createUser({ name: 'Pia Nuova' });
    const otherDevice = await signIn(app, user);
    const token = await signIn(app, user);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    const revoke = vi.spyOn(app.services.auth.sessions, 'revokeAllForUser');
    const send = vi.spyOn(app.services.mail, 'send');
    try {
      const response = await client(app, token).put('/users/profile/password', {
        currentPassword: user.password,
        newPassword: 'Brandnew123',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: PROFILE_MESSAGES.passwordChanged,
      });
      expect(revoke).toHaveBeenCalledWith(user.id, { exceptSessionId: claims.sid });
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          to: user.email,
          template: 'password-changed',
          data: { name: 'Pia Nuova' },
        }),
      );
    } finally {
      revoke.mockRestore();
      send.mockRestore();
    }
    // Observable: the other device is signed out, this one carries on.
    expect((await client(app, otherDevice).get('/users/profile')).status).toBe(401);
    expect((await client(app, token).get('/users/profile')).status).toBe(200);
    expect((await login(app, user.email, 'Brandnew123')).status).toBe(200);
    expect((await login(app, user.email, user.password)).status).toBe(401);
    const stored = await LoginIdentityModel.findOne({ userId: user.id }).lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it('still changes the password when the email cannot be sent', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const send = vi.spyOn(app.services.mail, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      const response = await api.put('/users/profile/password', {
        currentPassword: user.password,
        newPassword: 'Brandnew123',
      });
      expect(response.status).toBe(200);
    } finally {
      send.mockRestore();
    }
    expect((await login(app, user.email, 'Brandnew123')).status).toBe(200);
  });

  it('explains that a social-only account has no password to change', async () => {
    const user = await createUser();
    const token = await signIn(app, user);
    // Turn the account into a Google-only one: its password identity goes, a Google one stays.
    await LoginIdentityModel.deleteMany({ userId: user.id });
    await LoginIdentityModel.create({
      _id: `google:${user.id}`,
      userId: user.id,
      provider: 'google',
    });
    const response = await client(app, token).put('/users/profile/password', {
      currentPassword: 'Anything1',
      newPassword: 'Brandnew123',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      code: 'NO_PASSWORD',
      message: NO_PASSWORD_MESSAGE,
    });
    expect(await LoginIdentityModel.countDocuments({ userId: user.id })).toBe(1);
  });
});

describe('profile: GET/PUT /api/users/profile/settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_profile_settings_2' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('starts from the defaults, language from the account', async () => {
    const user = await createUser();
    const response = await client(app, await signIn(app, user)).get<Settings>(
      '/users/profile/settings',
    );
    expect(response.status).toBe(200);
    expect(response.body.data.settings).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect((await client(app).get('/users/profile/settings')).status).toBe(401);
  });

  it('merges a partial: one toggle changes, its siblings stay', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const promo = await api.put<Settings>('/users/profile/settings', {
      notifications: { promotions: true },
    });
    expect(promo.status).toBe(200);
    expect(promo.body.message).toBe(PROFILE_MESSAGES.settingsUpdated);
    expect(promo.body.data.settings).toEqual({
      ...DEFAULT_ACCOUNT_SETTINGS,
      notifications: { ...DEFAULT_ACCOUNT_SETTINGS.notifications, promotions: true },
    });
    await api.put('/users/profile/settings', { privacy: { showPhone: true } });
    const both = await api.put<Settings>('/users/profile/settings', {
      language: 'it',
      timezone: 'America/New_York',
    });
    expect(both.body.data.settings).toEqual({
      notifications: { ...DEFAULT_ACCOUNT_SETTINGS.notifications, promotions: true },
      privacy: { ...DEFAULT_ACCOUNT_SETTINGS.privacy, showPhone: true },
      language: 'it',
      timezone: 'America/New_York',
    });
    expect((await api.get<Settings>('/users/profile/settings')).body.data.settings).toEqual(
      both.body.data.settings,
    );
    // The account language is the one emails use.
    expect((await UserModel.findById(user.id).lean())?.language).toBe('it');
    const empty = await api.put<Settings>('/users/profile/settings', {});
    expect(empty.body.data.settings).toEqual(both.body.data.settings);
  });

  it('lets shops (not customers) set the newBookings toggle', async () => {
    const customer = await createUser();
    const customerApi = client(app, await signIn(app, customer));
    const refused = await customerApi.put('/users/profile/settings', {
      notifications: { newBookings: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'notifications.newBookings': 'validation.unknownField' });
    const customerSettings = await customerApi.get<Settings>('/users/profile/settings');
    expect(customerSettings.body.data.settings.notifications.newBookings).toBe(true);

    const shop = await createUser({ role: 'shop' });
    const shopApi = client(app, await signIn(app, shop));
    const saved = await shopApi.put<Settings>('/users/profile/settings', {
      notifications: { newBookings: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.notifications.newBookings).toBe(false);
  });

  it('refuses bad values, wrong types, operators and unknown fields, leaving settings unchanged', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const before = await api.get<Settings>('/users/profile/settings');
    const bodies: [unknown, Record<string, string>][] = [
      [{ language: 'fr' }, { language: 'validation.invalidType' }],
      [{ timezone: 'Mars/Olympus' }, { timezone: 'validation.invalidType' }],
      [{ language: { $gt: '' } }, { language: 'validation.invalidType' }],
      [{ timezone: { $ne: null } }, { timezone: 'validation.invalidType' }],
      [
        { notifications: { promotions: 'yes' } },
        { 'notifications.promotions': 'validation.invalidType' },
      ],
      [{ notifications: true }, { notifications: 'validation.invalidType' }],
      [{ privacy: { showEmail: 1 } }, { 'privacy.showEmail': 'validation.invalidType' }],
      [
        { privacy: { hideEverything: true } },
        { 'privacy.hideEverything': 'validation.unknownField' },
      ],
      [{ theme: 'dark' }, { theme: 'validation.unknownField' }],
      [{ language: 'x'.repeat(10_000) }, { language: 'validation.invalidType' }],
    ];
    for (const [body, errors] of bodies) {
      const response = await api.put('/users/profile/settings', body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors,
      });
    }
    expect((await api.get<Settings>('/users/profile/settings')).body).toEqual(before.body);
  });
});

import { delay, http, HttpResponse } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@/domain/constants';
import {
  AVATAR_TYPES,
  PROFILE_MESSAGES,
  changePasswordSchema,
  exportRequestSchema,
  profileSchemaFor,
  settingsUpdateErrors,
  settingsUpdateSchema,
  type AccountSettings,
  type DataExport,
} from '@/domain/profile';
import { eraseMockCustomerBookings, mockBookingsOf } from '../data/booking-erasure';
import { favoriteServicesMockState } from '../data/favorite-services';
import { profileMockState as state } from '../data/profile';
import { readMockToken } from '../data/users';
import { validateBody } from './validation';
import { failure, validationFailure } from './failure';

type Json = Record<string, unknown>;

export const ok = (data: unknown, message?: string) =>
  HttpResponse.json({ success: true, data, ...(message ? { message } : {}) });

/** The signed-in user from the Bearer mock token, or a 401 response. */
export function authorize(request: Request): SessionUser | Response {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return failure('AUTH_REQUIRED');
  const user = readMockToken(match[1] ?? null);
  if (!user || state.deleted.has(user.id)) return failure('TOKEN_INVALID');
  return user;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** /api/users/profile…, /api/customer/export-data (spec 02 §7 "Profile"), with in-memory state. */
export const profileHandlers = [
  http.get('/api/users/profile', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const profile = state.profiles[user.id];
    return profile ? ok({ user: profile }) : failure('TOKEN_INVALID');
  }),

  http.put('/api/users/profile', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    const schema = profileSchemaFor(user.role);
    const result = await validateBody(schema, body);
    if (!result.ok) return result.response;
    const current = state.profiles[user.id];
    if (!current) return failure('TOKEN_INVALID');
    const { currentPassword, ...value } = result.value;
    const email = value.email?.toLowerCase();
    // like the server: a new email needs the current password (accounts without one are not modelled here)
    const password = state.passwords[user.id];
    if (email && email !== current.email && password !== undefined) {
      if (!currentPassword)
        return failure('EMAIL_CHANGE_NEEDS_PASSWORD', {
          errors: {
            currentPassword: 'currentPasswordRequired',
          },
        });
      if (currentPassword !== password)
        return failure('CURRENT_PASSWORD_WRONG', {
          errors: {
            currentPassword: 'currentPasswordIncorrect',
          },
        });
    }
    if (email && Object.values(state.profiles).some((p) => p.id !== user.id && p.email === email))
      return failure('EMAIL_TAKEN');
    const next = { ...current, ...(value as Json), ...(email ? { email } : {}) };
    state.profiles[user.id] = next as typeof current;
    return ok({ user: next }, PROFILE_MESSAGES.profileUpdated);
  }),

  http.put('/api/users/profile/password', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    const result = await validateBody(changePasswordSchema, body);
    if (!result.ok) return result.response;
    if (state.passwords[user.id] !== result.value.currentPassword)
      return failure('CURRENT_PASSWORD_WRONG', {
        errors: {
          currentPassword: 'currentPasswordIncorrect',
        },
      });
    state.passwords[user.id] = result.value.newPassword;
    return ok(null, PROFILE_MESSAGES.passwordChanged);
  }),

  http.get('/api/users/profile/settings', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const settings = state.settings[user.id];
    return settings ? ok({ settings }) : failure('TOKEN_INVALID');
  }),

  http.put('/api/users/profile/settings', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    const result = await validateBody(settingsUpdateSchema, body);
    if (!result.ok) return result.response;
    const current = state.settings[user.id];
    if (!current) return failure('TOKEN_INVALID');
    const patch = result.value;
    const refused = settingsUpdateErrors(user.role, patch);
    if (refused) return validationFailure(refused);
    const next: AccountSettings = {
      ...current,
      ...(patch.language ? { language: patch.language as AccountSettings['language'] } : {}),
      ...(patch.timezone ? { timezone: patch.timezone as AccountSettings['timezone'] } : {}),
      notifications: { ...current.notifications, ...stripUndefined(patch.notifications) },
      privacy: { ...current.privacy, ...stripUndefined(patch.privacy) },
    };
    state.settings[user.id] = next;
    return ok({ settings: next }, PROFILE_MESSAGES.settingsUpdated);
  }),

  http.post('/api/users/profile/avatar', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    let file: File | null = null;
    try {
      const value = (await request.formData()).get('avatar');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (!file) return failure('AVATAR_MISSING');
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return failure('AVATAR_INVALID_TYPE');
    if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return failure('AVATAR_TOO_LARGE');
    const profile = state.profiles[user.id];
    if (!profile) return failure('TOKEN_INVALID');
    // The mocks keep no files: the uploaded image itself, as a data URL the browser can show.
    const avatarUrl = await toDataUrl(file);
    state.profiles[user.id] = { ...profile, avatarUrl };
    return ok({ avatarUrl });
  }),

  http.delete('/api/users/profile/avatar', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const profile = state.profiles[user.id];
    if (profile) state.profiles[user.id] = { ...profile, avatarUrl: null };
    return ok({ avatarUrl: null }, PROFILE_MESSAGES.avatarDeleted);
  }),

  http.delete('/api/users/profile', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    eraseMockCustomerBookings(user.id);
    favoriteServicesMockState.byUser.delete(user.id);
    state.deleted.add(user.id);
    return ok(null, PROFILE_MESSAGES.accountDeleted);
  }),

  http.post('/api/customer/export-data', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = (await readJson(request)) ?? {};
    const result = await validateBody(exportRequestSchema, body);
    if (!result.ok) return result.response;
    const profile = state.profiles[user.id];
    const now = new Date().toISOString();
    // the server's sections, with what the mocks keep (they keep no sessions, emails or reviews)
    const data: DataExport = {
      filename: `orabella-data-${now.slice(0, 10)}.json`,
      data: {
        exportedAt: now,
        profile: {
          language: 'en',
          socialPictureUrl: null,
          businessType: null,
          taxId: null,
          description: null,
          updatedAt: now,
          ...profile,
        },
        settings: state.settings[user.id],
        loginIdentities: [{ provider: 'password', createdAt: now }],
        sessions: [],
        avatar: null,
        shops: [],
        emails: [],
        favorites: [],
        favoriteServices: (favoriteServicesMockState.byUser.get(user.id) ?? []).map((favorite) => ({
          serviceId: favorite.serviceId,
          shopId: favorite.shopId,
          addedAt: favorite.addedAt,
          notes: favorite.notes,
        })),
        bookings: mockBookingsOf(user.id),
        reviews: [],
        passwordResets: [],
        shopDecisions: [],
      },
    };
    return ok(data);
  }),
];

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

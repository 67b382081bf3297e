import { randomUUID } from 'node:crypto';
import type { LoginResult, UserRole } from '../../src/domain/auth';
import { hashPassword } from '../../server/modules/auth/passwords';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { getJson, postJson, TEST_PASSWORD_HASH_COST, type TestApp } from './helpers';

/** Either side of the envelope, loosely, to assert on both. */
export type Envelope<T = unknown> = {
  success: boolean;
  data: T;
  code?: string;
  message?: string;
  errors?: Record<string, string>;
};

export const TEST_PASSWORD = 'Secret123';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: UserRole;
}

/** A user with a password identity, written straight to the database (sign-up is another module's test). */
export async function createUser(
  options: { role?: UserRole; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const id = `user-test-${randomUUID()}`;
  const role = options.role ?? 'customer';
  const email = options.email ?? `${id}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  await UserModel.create({
    _id: id,
    name: options.name ?? 'Test Person',
    email,
    phone: '+39 333 000 0000',
    role,
    status: 'active',
  });
  await LoginIdentityModel.create({
    _id: emailIdentityId(email),
    userId: id,
    provider: 'password',
    passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_COST),
  });
  return { id, email, password, role };
}

export async function login(app: TestApp, email: string, password: string) {
  return postJson<Envelope<LoginResult>>(`${app.baseUrl}/api/auth/login`, { email, password });
}

export async function signIn(app: TestApp, user: { email: string; password: string }) {
  const { status, body } = await login(app, user.email, user.password);
  if (status !== 200) throw new Error(`sign-in failed for ${user.email}: ${status}`);
  return body.data.accessToken;
}

/** JSON calls to `/api/...` as one signed-in user (or anonymous without a token). */
export function client(app: TestApp, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = <T>(method: string, path: string, body?: unknown) =>
    getJson<Envelope<T>>(`${app.baseUrl}/api${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return {
    get: <T = unknown>(path: string) => send<T>('GET', path),
    put: <T = unknown>(path: string, body: unknown) => send<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body: unknown) => send<T>('PATCH', path, body),
    post: <T = unknown>(path: string, body?: unknown) => send<T>('POST', path, body),
    del: <T = unknown>(path: string) => send<T>('DELETE', path),
    /** multipart upload (FormData sets its own content type and boundary) */
    upload: <T = unknown>(path: string, form: FormData) =>
      getJson<Envelope<T>>(`${app.baseUrl}/api${path}`, {
        method: 'POST',
        headers: auth,
        body: form,
      }),
  };
}

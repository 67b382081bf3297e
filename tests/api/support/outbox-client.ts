import type { OutboxMessage } from '../../../server/mail/mailer';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { isDuplicateKey } from '../../../server/models/claim.model';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../../server/models/user.model';
import { DEMO_ACCOUNTS } from '../../../src/domain/demo';
import { getJson, TEST_PASSWORD_HASH_COST, type TestApp } from '../helpers';
import type { Envelope } from './auth-client';

const DEMO_ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

/**
 * The demo admin, created when the file's database was not seeded (same email, password and role as the
 * seed, so a seeded database already has it).
 */
async function ensureAdmin(): Promise<void> {
  const userId = 'user-outbox-test-admin';
  try {
    await LoginIdentityModel.create({
      _id: emailIdentityId(DEMO_ADMIN.email),
      userId,
      provider: 'password',
      passwordHash: await hashPassword(DEMO_ADMIN.password, TEST_PASSWORD_HASH_COST),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return; // seeded, or made by an earlier call
    throw error;
  }
  await UserModel.create({
    _id: userId,
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
    role: 'admin',
    status: 'active',
  });
}

const tokens = new WeakMap<TestApp, Promise<string>>();

/** An access token of the demo admin for this app (signed in once over HTTP, then reused). */
export function adminToken(app: TestApp): Promise<string> {
  let token = tokens.get(app);
  if (!token) {
    token = (async () => {
      await ensureAdmin();
      const { status, body } = await getJson<Envelope<{ accessToken: string }>>(
        `${app.baseUrl}/api/auth/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
        },
      );
      if (status !== 200) throw new Error(`admin sign-in failed: ${status}`);
      return body.data.accessToken;
    })();
    token.catch(() => tokens.delete(app));
    tokens.set(app, token);
  }
  return token;
}

/** Authorization header of the demo admin, for the admin-only outbox. */
export async function adminHeaders(app: TestApp): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken(app)}` };
}

/** GET /api/dev/outbox as the admin. */
export async function readOutbox(app: TestApp, query = ''): Promise<OutboxMessage[]> {
  const { status, body } = await getJson<Envelope<{ items: OutboxMessage[] }>>(
    `${app.baseUrl}/api/dev/outbox${query}`,
    { headers: await adminHeaders(app) },
  );
  if (status !== 200) throw new Error(`outbox answered ${status}`);
  return body.data.items;
}

/** DELETE /api/dev/outbox as the admin. */
export async function clearOutbox(app: TestApp): Promise<void> {
  await fetch(`${app.baseUrl}/api/dev/outbox`, {
    method: 'DELETE',
    headers: await adminHeaders(app),
  });
}

/** The cookie header that opens the /dev/outbox pages, obtained as the page's script does. */
export async function outboxPageCookie(app: TestApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/dev/outbox/page-access`, {
    method: 'POST',
    headers: await adminHeaders(app),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('orabella_outbox='));
  if (!cookie) throw new Error(`no outbox cookie (${response.status})`);
  return cookie.split(';')[0]!;
}

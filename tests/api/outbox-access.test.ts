import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_SIGN_IN_SCRIPT } from '../../server/mail/outbox.page';
import { DEMO_ACCOUNTS } from '../../src/domain/demo';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';
import { authClient, type Envelope } from './support/auth-client';
import { adminHeaders, outboxPageCookie, readOutbox } from './support/outbox-client';

/**
 * The outbox holds password-reset links: whoever reads it can take any account. It is readable only by a
 * signed-in admin, whatever NODE_ENV says (unset NODE_ENV is how `npm start` runs).
 */

const DB = 'api_outbox_access';
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const ADMIN = account('admin');

async function tokenOf(app: TestApp, role: 'customer' | 'shop' | 'admin'): Promise<string> {
  const { email, password } = account(role);
  const { status, body } = await authClient(app.baseUrl).login(email, password);
  expect(status, role).toBe(200);
  return body.data.accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const MODES: [string, Record<string, string>][] = [
  ['NODE_ENV unset (npm start)', { NODE_ENV: '' }],
  ['development', { NODE_ENV: 'development' }],
  ['test', { NODE_ENV: 'test' }],
  // production refuses the tests' cheap bcrypt cost (tests/api/helpers.ts)
  [
    'production with OUTBOX_PAGE=true',
    { NODE_ENV: 'production', OUTBOX_PAGE: 'true', PASSWORD_HASH_COST: '10' },
  ],
];

describe.each(MODES)('the outbox with %s', (_mode, env) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ dbName: DB, env });
    expect(app.config.outboxPage).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 anonymously, 403 to customers and shops, 200 with the reset link to the admin', async () => {
    const forgot = await postJson(`${app.baseUrl}/api/auth/forgot-password`, {
      email: ADMIN.email,
    });
    expect(forgot.status).toBe(200);
    const url = `${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(ADMIN.email)}`;

    const anonymous = await getJson<Envelope<unknown>>(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    expect(JSON.stringify(anonymous.body)).not.toContain('reset-password');

    for (const role of ['customer', 'shop'] as const) {
      const token = await tokenOf(app, role);
      const response = await getJson<Envelope<unknown>>(url, { headers: bearer(token) });
      expect(response.status, role).toBe(403);
      expect(JSON.stringify(response.body), role).not.toContain('reset-password');
      const remove = await getJson(`${app.baseUrl}/api/dev/outbox`, {
        method: 'DELETE',
        headers: bearer(token),
      });
      expect(remove.status, role).toBe(403);
      const access = await getJson(`${app.baseUrl}/api/dev/outbox/page-access`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(access.status, role).toBe(403);
      expect(access.headers.getSetCookie().join(';')).not.toContain('orabella_outbox=');
    }

    const asAdmin = await getJson<Envelope<{ items: { template: string; text: string }[] }>>(url, {
      headers: await adminHeaders(app),
    });
    expect(asAdmin.status).toBe(200);
    const reset = asAdmin.body.data.items.find((m) => m.template === 'password-reset');
    expect(reset?.text).toMatch(/\/reset-password\?token=/);
  });

  it('serves the /dev/outbox pages to nobody but the admin', async () => {
    const anonymous = await fetch(`${app.baseUrl}/dev/outbox`);
    expect(anonymous.status).toBe(401);
    const html = await anonymous.text();
    expect(html).toContain('Outbox: admins only');
    expect(html).not.toContain(ADMIN.email);
    expect(html).not.toContain('reset-password');

    // a forged or customer's cookie is checked like a bearer token
    const customerCookie = `orabella_outbox=${await tokenOf(app, 'customer')}`;
    const customer = await fetch(`${app.baseUrl}/dev/outbox`, {
      headers: { cookie: customerCookie },
    });
    expect(customer.status).toBe(403);
    expect(await customer.text()).not.toContain(ADMIN.email);
    const forged = await fetch(`${app.baseUrl}/dev/outbox`, {
      headers: { cookie: 'orabella_outbox=not-a-token' },
    });
    expect(forged.status).toBe(401);

    const cookie = await outboxPageCookie(app);
    const admin = await fetch(`${app.baseUrl}/dev/outbox`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain(ADMIN.email);
  });
});

describe('the takeover chain of a fresh install', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ dbName: DB, env: { NODE_ENV: '' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('forgot-password, then reading the outbox anonymously, yields no reset token', async () => {
    const forgot = await postJson(`${app.baseUrl}/api/auth/forgot-password`, {
      email: ADMIN.email,
    });
    expect(forgot.status).toBe(200);
    // the email was sent (the admin sees it) …
    const sent = await readOutbox(app, `?to=${encodeURIComponent(ADMIN.email)}`);
    expect(sent.some((m) => m.template === 'password-reset')).toBe(true);

    // … but an attacker finds no token anywhere the outbox is served
    const paths = [
      `/api/dev/outbox?to=${encodeURIComponent(ADMIN.email)}`,
      `/api/dev/outbox/${sent[0]!.id}`,
      '/dev/outbox',
      `/dev/outbox/${sent[0]!.id}`,
      `/dev/outbox/${sent[0]!.id}/html`,
      `/dev/outbox/${sent[0]!.id}/raw`,
    ];
    for (const path of paths) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toMatch(/token=/);
    }
    const takeover = await postJson(`${app.baseUrl}/api/auth/reset-password`, {
      token: 'guessed',
      password: 'Attacker1!',
      confirmPassword: 'Attacker1!',
    });
    expect(takeover.status).not.toBe(200);
    expect((await authClient(app.baseUrl).login(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it("the sign-in page's script reads the app's own session key", async () => {
    const script = await fetch(`${app.baseUrl}/dev/outbox/sign-in.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe(OUTBOX_SIGN_IN_SCRIPT);
    expect(OUTBOX_SIGN_IN_SCRIPT).toContain(`sessionStorage.getItem('${STORAGE_KEYS.session}')`);
  });
});

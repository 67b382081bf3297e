import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../server/mail/mailer';
import { getJson, startTestApp, type TestApp } from './helpers';
import { adminHeaders, clearOutbox, outboxPageCookie } from './support/outbox-client';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string>;
}
type OutboxList = Envelope<{ items: OutboxMessage[] }>;
type OutboxOne = Envelope<{ message: OutboxMessage & { raw: string } }>;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_mail', seed: false });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await clearOutbox(app);
});

/** The outbox is admin-only (tests/api/outbox-access.test.ts): these tests read it as the demo admin. */
const asAdmin = async (init: RequestInit = {}): Promise<RequestInit> => ({
  ...init,
  headers: await adminHeaders(app),
});
const outbox = async (query = '') =>
  getJson<OutboxList>(`${app.baseUrl}/api/dev/outbox${query}`, await asAdmin());
/** A page of /dev/outbox as the admin's browser gets it (with the page cookie). */
const pageFetch = async (path: string) =>
  fetch(`${app.baseUrl}${path}`, { headers: { cookie: await outboxPageCookie(app) } });

describe('mailer without SMTP_URL: the development outbox', () => {
  it('stores the rendered email, in the recipient language, with real MIME source', async () => {
    expect(app.services.mail.transport).toBe('outbox');
    await app.services.mail.send({
      to: '  Giulia.Romano@Example.COM ',
      locale: 'it',
      template: 'welcome',
      data: { name: '<b>Giulia</b>', role: 'customer' },
    });

    const list = await outbox('?to=GIULIA.romano@example.com');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data.items).toHaveLength(1);
    const [message] = list.body.data.items;
    expect(message).toMatchObject({
      to: 'giulia.romano@example.com',
      from: app.config.mailFrom,
      subject: 'Benvenuto su Orabella',
      template: 'welcome',
      locale: 'it',
    });
    expect(Date.parse(message!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(message!.text).toContain('Ciao <b>Giulia</b>,');
    expect(message!.html).toContain('Ciao &lt;b&gt;Giulia&lt;/b&gt;,');
    expect(message!.html).toContain(`href="${app.config.publicUrl}/"`);
    expect(message).not.toHaveProperty('raw');

    const one = await getJson<OutboxOne>(
      `${app.baseUrl}/api/dev/outbox/${message!.id}`,
      await asAdmin(),
    );
    expect(one.status).toBe(200);
    const raw = one.body.data.message.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^To: giulia\.romano@example\.com$/m);
    expect(raw).toMatch(/^Subject: Benvenuto su Orabella$/m);
    expect(raw).toMatch(/^X-Orabella-Template: welcome$/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(one.body.data.message.html).toBe(message!.html);

    // the source is built when it is read, with the Message-ID and Date the message was stored with: the same
    // headers at every reading, the Date that of the sending
    const again = await getJson<OutboxOne>(
      `${app.baseUrl}/api/dev/outbox/${message!.id}`,
      await asAdmin(),
    );
    const header = (source: string, name: string) =>
      new RegExp(`^${name}: (.+)$`, 'm').exec(source)?.[1];
    expect(header(raw, 'Message-ID')).toMatch(/^<[^@\s]+@[^>\s]+>$/);
    expect(header(again.body.data.message.raw, 'Message-ID')).toBe(header(raw, 'Message-ID'));
    expect(header(again.body.data.message.raw, 'Date')).toBe(header(raw, 'Date'));
    expect(Date.parse(header(raw, 'Date')!)).toBe(
      Math.floor(Date.parse(message!.createdAt) / 1000) * 1000,
    );
  });

  it('lists newest first, honours limit, and matches `to` exactly', async () => {
    for (const name of ['first', 'second', 'third'])
      await app.services.mail.send({
        to: 'order@example.com',
        locale: 'en',
        template: 'password-changed',
        data: { name },
      });
    await app.services.mail.send({
      to: 'someone-else@example.com',
      locale: 'en',
      template: 'account-deleted',
      data: { name: 'other' },
    });

    const all = await outbox();
    expect(all.body.data.items.map((m) => m.to)).toEqual([
      'someone-else@example.com',
      'order@example.com',
      'order@example.com',
      'order@example.com',
    ]);
    const two = await outbox('?to=order@example.com&limit=2');
    expect(two.body.data.items.map((m) => m.text.split('\n')[0])).toEqual([
      'Hi third,',
      'Hi second,',
    ]);
    expect((await outbox('?to=order@example')).body.data.items).toEqual([]);
  });

  it('refuses a bad limit with 400', async () => {
    for (const limit of ['0', '201', 'abc', '1.5']) {
      const response = await outbox(`?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toBe('Invalid query parameter: limit');
    }
    expect((await outbox('?limit=200')).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope', '%7B%22%24gt%22%3A%22%22%7D']) {
      const response = await getJson<Envelope<unknown>>(
        `${app.baseUrl}/api/dev/outbox/${id}`,
        await asAdmin(),
      );
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Email not found');
    }
  });

  it('DELETE clears the outbox', async () => {
    await app.services.mail.send({
      to: 'clear@example.com',
      locale: 'en',
      template: 'password-changed',
      data: { name: 'x' },
    });
    const cleared = await getJson<Envelope<{ deleted: number }>>(
      `${app.baseUrl}/api/dev/outbox`,
      await asAdmin({ method: 'DELETE' }),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.deleted).toBe(1);
    expect((await outbox()).body.data.items).toEqual([]);
  });
});

describe('the /dev/outbox pages', () => {
  const hostile = '<script>alert(1)</script>';

  async function sendHostile() {
    await app.services.mail.send({
      to: 'page@example.com',
      locale: 'en',
      template: 'shop-rejected',
      data: { name: hostile, shopName: `Salone ${hostile}`, reason: `Because ${hostile}` },
    });
    return (await outbox('?to=page@example.com')).body.data.items[0]!;
  }

  it('lists emails with escaped subjects, linking to each one', async () => {
    const message = await sendHostile();
    const response = await pageFetch('/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Salone &lt;script&gt;alert(1)&lt;/script&gt; was not approved');
    expect(html).toContain(`href="/dev/outbox/${message.id}"`);
    expect(html).toContain('page@example.com');
    expect(html).toContain('shop-rejected (en)');
  });

  it('shows one email: escaped text version and the HTML version in a sandboxed frame', async () => {
    const message = await sendHostile();
    const response = await pageFetch(`/dev/outbox/${message.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Because &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      `<iframe title="HTML version" sandbox="" src="/dev/outbox/${message.id}/html">`,
    );

    const email = await pageFetch(`/dev/outbox/${message.id}/html`);
    expect(email.status).toBe(200);
    expect(email.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    const emailHtml = await email.text();
    expect(emailHtml).toBe(message.html);
    expect(emailHtml).not.toContain('<script');

    const raw = await pageFetch(`/dev/outbox/${message.id}/raw`);
    expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await raw.text()).toMatch(/^X-Orabella-Template: shop-rejected$/m);
  });

  it('answers 404 pages for an unknown email', async () => {
    for (const suffix of ['', '/html', '/raw']) {
      const response = await pageFetch(`/dev/outbox/0123456789abcdef01234567${suffix}`);
      expect(response.status, suffix).toBe(404);
      expect(await response.text()).toContain('Email not found');
    }
  });
});

describe('OUTBOX_PAGE=false', () => {
  let off: TestApp;
  let rootDir: string;

  beforeAll(async () => {
    // a built client, so the page path gets what any unknown client route gets: the app shell
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-mail-root-'));
    fs.mkdirSync(path.join(rootDir, 'dist'));
    fs.writeFileSync(path.join(rootDir, 'dist', 'index.html'), '<!doctype html><div id="root">');
    off = await startTestApp({
      dbName: 'api_mail',
      seed: false,
      rootDir,
      env: { OUTBOX_PAGE: 'false' },
    });
  });
  afterAll(async () => {
    await off?.close();
    fs.rmSync(rootDir, { recursive: true, force: true });
  });

  it('serves neither the outbox API nor the outbox pages', async () => {
    await off.services.mail.send({
      to: 'hidden@example.com',
      locale: 'en',
      template: 'password-changed',
      data: { name: 'Hidden' },
    });
    const offAdmin = { headers: await adminHeaders(off) };
    const list = await getJson<Envelope<unknown>>(`${off.baseUrl}/api/dev/outbox`, offAdmin);
    expect(list.status).toBe(404);
    expect(list.body.success).toBe(false);
    const remove = await getJson<Envelope<unknown>>(`${off.baseUrl}/api/dev/outbox`, {
      ...offAdmin,
      method: 'DELETE',
    });
    expect(remove.status).toBe(404);
    // still stored: only the viewing is off
    expect((await outbox('?to=hidden@example.com')).body.data.items).toHaveLength(1);

    const page = await fetch(`${off.baseUrl}/dev/outbox`);
    const body = await page.text();
    expect(body).toBe('<!doctype html><div id="root">');
    expect(body).not.toContain('hidden@example.com');
  });
});

describe('mailer with SMTP_URL', () => {
  it('sends over SMTP and rejects when the server cannot be reached', async () => {
    const smtp = await startTestApp({
      dbName: 'api_mail',
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
    });
    try {
      expect(smtp.services.mail.transport).toBe('smtp');
      await expect(
        smtp.services.mail.send({
          to: 'smtp@example.com',
          locale: 'en',
          template: 'password-changed',
          data: { name: 'SMTP' },
        }),
      ).rejects.toThrow();
      expect((await outbox('?to=smtp@example.com')).body.data.items).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

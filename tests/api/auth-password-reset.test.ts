import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailRequest } from '../../server/mail/mailer';
import { PasswordResetModel } from '../../server/models/password-reset.model';
import { sha256 } from '../../server/modules/auth/sessions';
import { startTestApp, type TestApp } from './helpers';
import { authClient, recordMail, registration } from './support/auth-client';

const NEW_PASSWORD = 'BrandNew1pass';

describe('auth: forgot and reset password', () => {
  let app: TestApp;
  let auth: ReturnType<typeof authClient>;
  const outbox: MailRequest[] = [];

  /** The token from the latest reset email to an address (what the user clicks). */
  const tokenMailedTo = (email: string): string => {
    const mail = outbox.filter((m) => m.to === email && m.template === 'password-reset').at(-1);
    const url = new URL((mail?.data as { resetUrl: string }).resetUrl);
    return url.searchParams.get('token')!;
  };
  const forgot = (email: string) => auth.post('/forgot-password', { email });
  const verify = (token: string) =>
    auth.post<{ valid: boolean }>('/reset-password/verify', { token });
  const reset = (token: string, password = NEW_PASSWORD) =>
    auth.post('/reset-password', { token, password });

  /** A fresh account with two signed-in sessions. */
  async function account(language?: 'it') {
    const body = registration(language ? { language } : {});
    const first = await auth.register(body);
    const second = await auth.login(body.email, body.password);
    return { ...body, tokens: [first.body.data.accessToken, second.body.data.accessToken] };
  }

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_auth_reset', services: recordMail(outbox) });
    auth = authClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers identically for a known and an unknown email; mails only the known one', async () => {
    const user = await account();
    const sentBefore = outbox.length;
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      data: null,
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
    const sent = outbox.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: user.email,
      template: 'password-reset',
      locale: 'en',
      data: { expiresInMinutes: 60 },
    });
    const resetUrl = (sent[0]!.data as { resetUrl: string }).resetUrl;
    expect(resetUrl.startsWith(`${app.config.publicUrl}/reset-password?token=`)).toBe(true);
    // the database holds only the hash of the mailed token
    const token = tokenMailedTo(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await PasswordResetModel.findById(token).lean()).toBeNull();
    expect(await PasswordResetModel.findById(sha256(token)).lean()).toMatchObject({ usedAt: null });
  });

  it('mails in the account language', async () => {
    const user = await account('it');
    await forgot(user.email);
    expect(outbox.at(-1)).toMatchObject({
      to: user.email,
      locale: 'it',
      template: 'password-reset',
    });
  });

  it('a reset link works once: new password signs in, old does not, all sessions end', async () => {
    const user = await account();
    await forgot(user.email);
    await forgot(user.email);
    const older = outbox.filter((m) => m.to === user.email && m.template === 'password-reset')[0]!;
    const olderToken = new URL((older.data as { resetUrl: string }).resetUrl).searchParams.get(
      'token',
    )!;
    const token = tokenMailedTo(user.email);
    expect((await verify(token)).body).toEqual({ success: true, data: { valid: true } });

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been reset. You can now sign in.');
    for (const accessToken of user.tokens) expect((await auth.me(accessToken)).status).toBe(401);
    expect((await auth.login(user.email, user.password)).status).toBe(401);
    expect((await auth.login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(outbox.at(-1)).toMatchObject({ to: user.email, template: 'password-changed' });

    // used, and the other outstanding link was deleted
    const again = await reset(token, 'Another1pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      code: 'RESET_LINK_INVALID',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await verify(token)).body.data.valid).toBe(false);
    expect((await reset(olderToken)).status).toBe(400);
  });

  it('one link used by two simultaneous requests resets the password once', async () => {
    const user = await account();
    await forgot(user.email);
    const token = tokenMailedTo(user.email);
    const answers = await Promise.all(
      ['Parallel1pass', 'Parallel2pass', 'Parallel3pass'].map((password) => reset(token, password)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('an expired link is refused', async () => {
    const user = await account();
    await forgot(user.email);
    const token = tokenMailedTo(user.email);
    await PasswordResetModel.updateOne(
      { _id: sha256(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect((await verify(token)).body.data.valid).toBe(false);
    expect((await reset(token)).status).toBe(400);
    expect((await auth.login(user.email, user.password)).status).toBe(200);
  });

  it('unknown tokens are invalid; a weak new password is a validation error', async () => {
    expect((await verify('not-a-real-token')).body.data.valid).toBe(false);
    expect((await reset('not-a-real-token')).status).toBe(400);
    const weak = await reset('whatever', 'alllowercase1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: 'passwordRequirements' });
  });
});

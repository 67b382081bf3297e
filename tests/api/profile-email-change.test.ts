import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxModel } from '../../server/models/outbox.model';
import { SessionModel } from '../../server/models/session.model';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { PROFILE_MESSAGES, type UserProfile } from '../../src/domain/profile';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, login, signIn, type TestUser } from './profile-fixtures';

/**
 * Changing the sign-in email moves the account (password resets go there): it needs the current password, or
 * for an account without one a sign-in within the last 5 minutes, and the OLD address is told.
 */

type Profile = { user: UserProfile };

const form = (email: string) => ({ name: 'Test Person', email, phone: '+39 333 000 0000' });
const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** What the outbox collection holds for an address (read directly: the test owns the database). */
const mailTo = (to: string, template: string) =>
  OutboxModel.find({ to, template }).lean<{ subject: string; text: string; locale: string }[]>();

async function snapshot(user: { id: string; email: string }) {
  return {
    user: await UserModel.findById(user.id).lean(),
    identity: await LoginIdentityModel.findById(emailIdentityId(user.email)).lean(),
  };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_profile_email_change', seed: false });
});
afterAll(async () => {
  await app?.close();
});

describe('email change with a password account', () => {
  let user: TestUser;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    user = await createUser();
    api = client(app, await signIn(app, user));
  });

  it('is refused without the current password, and nothing changes', async () => {
    const before = await snapshot(user);
    const target = freshEmail('nopw');
    const { status, body } = await api.put<Profile>('/users/profile', {
      ...form(target),
      name: 'Renamed Meanwhile',
    });
    expect(status).toBe(400);
    expect(body.message).toBe(PROFILE_MESSAGES.emailChangeNeedsPassword);
    expect(body.errors).toEqual({ currentPassword: 'currentPasswordRequired' });
    expect(await snapshot(user)).toEqual(before);
    expect(await LoginIdentityModel.exists({ _id: emailIdentityId(target) })).toBeNull();
    expect(await mailTo(user.email, 'email-changed')).toEqual([]);
  });

  it('is refused with a wrong password, in the caller’s language, and nothing changes', async () => {
    const before = await snapshot(user);
    const wrong = await api.put<Profile>('/users/profile', {
      ...form(freshEmail('wrong')),
      currentPassword: 'not-the-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PROFILE_MESSAGES.currentPasswordWrong);
    expect(wrong.body.errors).toEqual({ currentPassword: 'currentPasswordIncorrect' });
    expect(await snapshot(user)).toEqual(before);

    const italian = await fetch(`${app.baseUrl}/api/users/profile`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await signIn(app, user)}`,
        'content-type': 'application/json',
        'accept-language': 'it',
      },
      body: JSON.stringify(form(freshEmail('it'))),
    });
    expect(italian.status).toBe(400);
    expect(((await italian.json()) as { message: string }).message).toBe(
      "Inserisci la password attuale per cambiare l'email",
    );
  });

  it('needs no password when the email stays the same', async () => {
    const { status, body } = await api.put<Profile>('/users/profile', {
      ...form(user.email.toUpperCase()),
      name: 'Same Email',
    });
    expect(status).toBe(200);
    expect(body.data.user.name).toBe('Same Email');
    expect(await mailTo(user.email, 'email-changed')).toEqual([]);
  });

  it('is accepted with the right password, and the old address gets the notice', async () => {
    const target = freshEmail('moved');
    const { status, body } = await api.put<Profile>('/users/profile', {
      ...form(target),
      currentPassword: user.password,
    });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(target);
    expect((await login(app, target, user.password)).status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(user.password);
    expect(await UserModel.findById(user.id).lean()).not.toHaveProperty('currentPassword');

    const notices = await mailTo(user.email, 'email-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      locale: 'en',
      subject: 'The email of your Orabella account was changed',
    });
    // the new address is shown masked, never whole, to whoever reads the old mailbox
    expect(notices[0]!.text).toContain(`${target[0]}•••`);
    expect(notices[0]!.text).not.toContain(target);
    expect(await mailTo(target, 'email-changed')).toEqual([]);
  });

  it('tells the old address in the user’s saved language', async () => {
    const italian = await createUser();
    await UserModel.updateOne({ _id: italian.id }, { $set: { language: 'it' } });
    const target = freshEmail('spostato');
    const saved = await client(app, await signIn(app, italian)).put<Profile>('/users/profile', {
      ...form(target),
      currentPassword: italian.password,
    });
    expect(saved.status).toBe(200);
    const [notice] = await mailTo(italian.email, 'email-changed');
    expect(notice).toMatchObject({
      locale: 'it',
      subject: "L'email del tuo account Orabella è stata cambiata",
    });
  });
});

describe('email change with a Google/Facebook-only account (no password)', () => {
  /** A user with no password identity and a session as a social sign-in leaves it, signed in `ageMs` ago. */
  async function socialUser(ageMs: number) {
    const id = `user-social-${randomUUID()}`;
    const email = freshEmail('social');
    await UserModel.create({ _id: id, name: 'Social Person', email, role: 'customer' });
    const session = await app.services.auth.sessionStore.create(id, {});
    await SessionModel.updateOne(
      { _id: session.id },
      { $set: { createdAt: new Date(Date.now() - ageMs) } },
    );
    const { token } = await app.services.auth.tokens.issueAccessToken({
      id,
      role: 'customer',
      sessionId: session.id,
    });
    return { id, email, api: client(app, token) };
  }

  it('is refused when the sign-in is older than 5 minutes, and nothing changes', async () => {
    const user = await socialUser(6 * 60 * 1000);
    const before = await UserModel.findById(user.id).lean();
    const { status, body } = await user.api.put<Profile>('/users/profile', {
      ...form(freshEmail('late')),
      currentPassword: 'anything',
    });
    expect(status).toBe(403);
    expect(body.message).toBe(PROFILE_MESSAGES.emailChangeNeedsRecentSignIn);
    expect(await UserModel.findById(user.id).lean()).toEqual(before);
    expect(await mailTo(user.email, 'email-changed')).toEqual([]);
  });

  it('is accepted right after a sign-in, and the old address gets the notice', async () => {
    const user = await socialUser(60 * 1000);
    const target = freshEmail('fresh');
    const { status, body } = await user.api.put<Profile>('/users/profile', form(target));
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(target);
    expect(await mailTo(user.email, 'email-changed')).toHaveLength(1);
  });
});

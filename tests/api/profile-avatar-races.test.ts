import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../src/domain/profile';
import { AvatarModel } from '../../server/models/avatar.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

/**
 * Concurrent avatar changes must leave exactly one stored avatar (or none after a delete), the one the profile
 * shows: every replaced image is deleted, never served again. FerretDB updates are read-modify-write, so two
 * uploads that both "swap" the pointer could each see the same previous avatar and orphan the other's.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function avatarForm(bytes: Buffer) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_profile_avatar_races', seed: false });
});
afterAll(async () => {
  await app?.close();
});

async function signedInUser() {
  const user = await createUser();
  return { user, api: client(app, await signIn(app, user)) };
}

const status = async (url: string) => (await fetch(`${app.baseUrl}${url}`)).status;

async function storedNames(userId: string): Promise<string[]> {
  const docs = await AvatarModel.find({ userId }, { _id: 1 }).lean<{ _id: string }[]>();
  return docs.map((doc) => `/api/users/avatars/${doc._id}`);
}

describe('avatars under concurrent changes', () => {
  it('8 concurrent uploads leave exactly one stored avatar, the profile’s; DELETE removes it', async () => {
    const { user, api } = await signedInUser();
    const uploads = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.upload<{ avatarUrl: string }>('/users/profile/avatar', avatarForm(PNG)),
      ),
    );
    expect(uploads.map((r) => r.status)).toEqual(Array(8).fill(200));
    const urls = uploads.map((r) => r.body.data.avatarUrl);
    expect(new Set(urls).size).toBe(8);

    const profile = (await api.get<{ user: UserProfile }>('/users/profile')).body.data.user;
    expect(urls).toContain(profile.avatarUrl);
    expect(await storedNames(user.id)).toEqual([profile.avatarUrl]);
    for (const url of urls)
      expect(await status(url), url).toBe(url === profile.avatarUrl ? 200 : 404);

    const deleted = await api.del('/users/profile/avatar');
    expect(deleted.status).toBe(200);
    expect(await status(profile.avatarUrl!)).toBe(404);
    expect(await storedNames(user.id)).toEqual([]);
    expect((await api.get<{ user: UserProfile }>('/users/profile')).body.data.user.avatarUrl).toBe(
      null,
    );
  });

  it('uploads and deletes interleaved: at most one avatar survives, and the profile points to it', async () => {
    const { user, api } = await signedInUser();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 3 === 2
            ? api.del('/users/profile/avatar')
            : api.upload<{ avatarUrl: string }>('/users/profile/avatar', avatarForm(PNG)),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
      const shown = (await api.get<{ user: UserProfile }>('/users/profile')).body.data.user
        .avatarUrl;
      const stored = await storedNames(user.id);
      expect(stored, `round ${round}`).toEqual(shown ? [shown] : []);
      if (shown) expect(await status(shown)).toBe(200);
    }
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '../../src/domain/constants';
import { PROFILE_MESSAGES, type UserProfile } from '../../src/domain/profile';
import { AvatarModel } from '../../server/models/avatar.model';
import { UserModel } from '../../server/models/user.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn, type TestUser } from './profile-fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Real JPEG and WebP images (made in beforeAll): the server decodes and re-encodes what it stores. */
let JPEG: Buffer;
let WEBP: Buffer;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc0066' } });

/** The EXIF of a JPEG as sharp reads it (undefined: none), and whether it holds a GPS IFD pointer (tag 0x8825). */
async function exifOf(bytes: Buffer) {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return undefined;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  const gpsTag = Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]);
  return { bytes: exif, hasGps: exif.includes(gpsTag) };
}

const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'latin1'),
  Buffer.from([
    1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44,
    1, 0, 0x3b,
  ]),
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'utf8',
);

function avatarForm(bytes: Buffer, filename = 'me.png', type = 'image/png', field = 'avatar') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe('profile: avatar upload, replace, delete, serve', () => {
  let app: TestApp;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    JPEG = await solid(4, 3).jpeg().toBuffer();
    WEBP = await solid(4, 3).webp().toBuffer();
    app = await startTestApp({ dbName: 'api_profile_avatar' });
    user = await createUser();
    token = await signIn(app, user);
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (form: FormData, as = token) =>
    client(app, as).upload<{ avatarUrl: string }>('/users/profile/avatar', form);
  const fetchAvatar = (url: string) => fetch(`${app.baseUrl}${url}`);

  it('accepts PNG, JPEG and WebP by their bytes and serves them with their type', async () => {
    for (const [bytes, type, ext] of [
      [PNG, 'image/png', 'png'],
      [JPEG, 'image/jpeg', 'jpg'],
      // The declared type and name are ignored: the bytes say WebP.
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const response = await upload(avatarForm(bytes, 'photo.bin', 'application/octet-stream'));
      expect(response.status, type).toBe(200);
      const url = response.body.data.avatarUrl;
      expect(url).toMatch(new RegExp(`^/api/users/avatars/[0-9a-f-]{36}\\.${ext}$`));
      const served = await fetchAvatar(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      // re-encoded without metadata: same format and size, not the same bytes
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      const sent = await sharp(bytes).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual([
        sent.format,
        sent.width,
        sent.height,
      ]);
      const profile = await client(app, token).get<{ user: UserProfile }>('/users/profile');
      expect(profile.body.data.user.avatarUrl).toBe(url);
    }
  });

  it('replacing the avatar removes the old file (old URL 404)', async () => {
    const first = (await upload(avatarForm(PNG))).body.data.avatarUrl;
    const second = (await upload(avatarForm(JPEG, 'me.jpg', 'image/jpeg'))).body.data.avatarUrl;
    expect(second).not.toBe(first);
    const gone = await fetchAvatar(first);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      success: false,
      code: 'AVATAR_NOT_FOUND',
      message: 'Avatar not found',
    });
    expect((await fetchAvatar(second)).status).toBe(200);
    expect(await AvatarModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('strips EXIF, GPS position included, from an uploaded JPEG', async () => {
    const photo = await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Pocket 3' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 54/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '12/1 29/1 0/1',
        },
      })
      .toBuffer();
    const sentExif = await exifOf(photo);
    expect(sentExif?.hasGps).toBe(true);
    expect(sentExif?.bytes.includes('SpyCam')).toBe(true);

    const response = await upload(avatarForm(photo, 'holiday.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const served = Buffer.from(
      await (await fetchAvatar(response.body.data.avatarUrl)).arrayBuffer(),
    );
    expect(await exifOf(served)).toBeUndefined();
    expect(served.includes('SpyCam')).toBe(false);
    expect(served.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    const stored = await sharp(served).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 64, 48]);
  });

  it('refuses an image over 40 megapixels with 400, in the caller’s language, storing nothing', async () => {
    // 8000 × 6000 = 48 MP of one colour: about 150 kB as PNG, far under the 5 MB limit
    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(IMAGE_UPLOAD_LIMIT_BYTES);
    const before = await UserModel.findById(user.id).lean();
    const avatars = await AvatarModel.countDocuments();

    const response = await upload(avatarForm(huge));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'AVATAR_TOO_MANY_PIXELS',
      message: PROFILE_MESSAGES.avatarTooManyPixels,
      errors: { avatar: 'imageTooManyPixels' },
    });
    const italian = await fetch(`${app.baseUrl}/api/users/profile/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'it' },
      body: avatarForm(huge),
    });
    expect(italian.status).toBe(400);
    expect(((await italian.json()) as { message: string }).message).toBe(
      "L'avatar può avere al massimo 40 megapixel",
    );
    expect(await AvatarModel.countDocuments()).toBe(avatars);
    expect((await UserModel.findById(user.id).lean())?.avatarFile).toBe(before?.avatarFile);
  });

  it('refuses a file whose header is an image but whose body is not', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const truncated = png.subarray(0, 60);
    const response = await upload(avatarForm(truncated));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PROFILE_MESSAGES.avatarInvalidType);
  });

  it('refuses text named .png, SVG and GIF, whatever they claim to be', async () => {
    const stored = await UserModel.findById(user.id).lean();
    const avatars = await AvatarModel.countDocuments();
    for (const form of [
      avatarForm(Buffer.from('definitely not an image'), 'me.png', 'image/png'),
      avatarForm(SVG, 'me.svg', 'image/svg+xml'),
      avatarForm(SVG, 'me.png', 'image/png'),
      avatarForm(GIF, 'me.gif', 'image/gif'),
      avatarForm(GIF, 'me.png', 'image/png'),
    ]) {
      const response = await upload(form);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'AVATAR_INVALID_TYPE',
        message: PROFILE_MESSAGES.avatarInvalidType,
      });
    }
    expect(await AvatarModel.countDocuments()).toBe(avatars);
    expect((await UserModel.findById(user.id).lean())?.avatarFile).toBe(stored?.avatarFile);
  });

  it('takes exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_LIMIT_BYTES - PNG.length)]);
    const accepted = await upload(avatarForm(exact));
    expect(accepted.status).toBe(200);
    const before = (await UserModel.findById(user.id).lean())?.avatarFile;

    const tooLarge = Buffer.concat([exact, Buffer.alloc(1)]);
    const response = await upload(avatarForm(tooLarge));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      success: false,
      code: 'AVATAR_TOO_LARGE',
      message: PROFILE_MESSAGES.avatarTooLarge,
    });
    expect((await UserModel.findById(user.id).lean())?.avatarFile).toBe(before);
  });

  it('refuses a missing file, another field name, extra fields or files, and anonymous uploads', async () => {
    const missing = await client(app, token).post('/users/profile/avatar', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(PROFILE_MESSAGES.avatarMissing);
    const empty = await upload(new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PROFILE_MESSAGES.avatarMissing);
    const wrongField = await upload(avatarForm(PNG, 'me.png', 'image/png', 'picture'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(PROFILE_MESSAGES.avatarMissing);

    const extraField = avatarForm(PNG);
    extraField.append('userId', 'someone-else');
    expect((await upload(extraField)).status).toBe(400);
    const twoFiles = avatarForm(PNG);
    twoFiles.append('avatar', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'b.jpg');
    expect((await upload(twoFiles)).status).toBe(400);

    const anonymous = await fetch(`${app.baseUrl}/api/users/profile/avatar`, {
      method: 'POST',
      body: avatarForm(PNG),
    });
    expect(anonymous.status).toBe(401);
  });

  it('deletes the avatar: the URL 404s and the profile shows none', async () => {
    const url = (await upload(avatarForm(PNG))).body.data.avatarUrl;
    const deleted = await client(app, token).del('/users/profile/avatar');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: PROFILE_MESSAGES.avatarDeleted });
    expect((await fetchAvatar(url)).status).toBe(404);
    const profile = await client(app, token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user.avatarUrl).toBeNull();
    expect(await AvatarModel.countDocuments({ userId: user.id })).toBe(0);
    // Deleting again is harmless.
    expect((await client(app, token).del('/users/profile/avatar')).status).toBe(200);
  });

  it('serves only generated names: anything else is a 404 envelope', async () => {
    for (const name of [
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fpackage.json',
      'avatar.png',
      '00000000-0000-4000-8000-000000000000.svg',
    ]) {
      const response = await fetch(`${app.baseUrl}/api/users/avatars/${name}`);
      expect(response.status, name).toBe(404);
      expect((await response.json()) as unknown, name).toMatchObject({ success: false });
    }
  });

  it('keeps each user’s avatar their own', async () => {
    const other = await createUser();
    const otherToken = await signIn(app, other);
    const mine = (await upload(avatarForm(PNG))).body.data.avatarUrl;
    await upload(avatarForm(JPEG, 'x.jpg', 'image/jpeg'), otherToken);
    expect((await client(app, otherToken).del('/users/profile/avatar')).status).toBe(200);
    expect((await fetchAvatar(mine)).status).toBe(200);
    const profile = await client(app, token).get<{ user: UserProfile }>('/users/profile');
    expect(profile.body.data.user.avatarUrl).toBe(mine);
  });
});

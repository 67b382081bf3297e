import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import type { Shop } from '../../src/domain/shop';
import { PHOTO_MAX_BYTES, PHOTO_SIZES, type ShopPhoto } from '../../src/domain/shop-photos';
import type { ShopSearchResult } from '../../src/domain/search';
import { ShopPhotoModel } from '../../server/models/shop-photo.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

const SHOP = DEMO_OWNED_SHOP_ID;
let app: TestApp;
let owner: ReturnType<typeof client>;
let otherOwner: ReturnType<typeof client>;
/** a JPEG whose EXIF names a camera and a GPS position */
let JPEG_WITH_EXIF: Buffer;
let PNG: Buffer;

const image = (width: number, height: number, colour = '#cc0066') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

function photosForm(files: { bytes: Buffer; name?: string; type?: string }[], role?: string) {
  const form = new FormData();
  if (role) form.append('role', role);
  for (const file of files)
    form.append(
      'photos',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  return form;
}

const publicShop = async () =>
  (await client(app).get<{ shop: Shop }>(`/shops/${SHOP}`)).body.data.shop;
const fetchBytes = async (url: string) => {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

beforeAll(async () => {
  JPEG_WITH_EXIF = await image(3000, 2000)
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1' } })
    .toBuffer();
  PNG = await image(400, 300, '#00aa66').png().toBuffer();
  app = await startTestApp({ dbName: 'api_shop_profile_photos' });
  owner = client(app, await signIn(app, { email: 'shop@orabella.demo', password: DEMO_PASSWORD }));
  otherOwner = client(app, await signIn(app, await createUser({ role: 'shop' })));
});
afterAll(async () => {
  await app?.close();
});

describe('shop photos: upload, serve, reorder, delete', () => {
  it('stores a JPEG without its EXIF, at the card, details and thumbnail sizes, served forever-cacheable', async () => {
    expect((await sharp(JPEG_WITH_EXIF).metadata()).exif).toBeDefined();
    const before = await publicShop();
    const { status, body } = await owner.upload<{ photos: ShopPhoto[] }>(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: JPEG_WITH_EXIF, name: 'salon.jpg', type: 'image/jpeg' }]),
    );
    expect(status).toBe(200);
    const added = body.data.photos.at(-1)!;
    expect(added.role).toBe('gallery');
    for (const size of ['thumb', 'card', 'large'] as const) {
      const { response, bytes } = await fetchBytes(added.urls[size]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.get('etag')).toBeTruthy();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(PHOTO_SIZES[size].width);
      expect(meta.height).toBeLessThanOrEqual(PHOTO_SIZES[size].height);
    }
    expect((await sharp((await fetchBytes(added.urls.large)).bytes).metadata()).width).toBe(1600);
    // the public shop (details, cards) lists it after the pictures it had
    const after = await publicShop();
    expect(after.photos).toEqual([...before.photos, added.urls.large]);
  });

  it('a cover goes first in the public photos, a logo is not in them', async () => {
    const cover = await owner.upload<{ photos: ShopPhoto[] }>(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: PNG }], 'cover'),
    );
    expect(cover.status).toBe(200);
    const coverPhoto = cover.body.data.photos.find((p) => p.role === 'cover')!;
    const logo = await owner.upload<{ photos: ShopPhoto[] }>(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: PNG }], 'logo'),
    );
    const logoPhoto = logo.body.data.photos.find((p) => p.role === 'logo')!;
    expect(logo.body.data.photos[0]!.role).toBe('logo');
    const shop = await publicShop();
    expect(shop.photos[0]).toBe(coverPhoto.urls.large);
    expect(shop.photos).not.toContain(logoPhoto.urls.large);
    expect(shop.logo).toBe(logoPhoto.urls.thumb);
    const found = await client(app).get<ShopSearchResult>('/shops/search?search=Aurora');
    expect(found.body.data.shops.find((s) => s.id === SHOP)?.photos[0]).toBe(coverPhoto.urls.large);
    // a second logo replaces the first, whose file is gone
    const again = await owner.upload<{ photos: ShopPhoto[] }>(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: PNG }], 'logo'),
    );
    expect(again.body.data.photos.filter((p) => p.role === 'logo')).toHaveLength(1);
    expect((await fetchBytes(logoPhoto.urls.thumb)).response.status).toBe(404);
  });

  it('refuses by content: text named .png, an SVG, nothing, too many, over 5 MB', async () => {
    const text = await owner.upload(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: Buffer.from('just some text, not an image'), name: 'x.png' }]),
    );
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'PHOTO_INVALID_TYPE' });
    const svg = await owner.upload(
      `/shops/${SHOP}/photos`,
      photosForm([
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
      ]),
    );
    expect(svg.body).toMatchObject({ code: 'PHOTO_INVALID_TYPE' });
    const none = await owner.upload(`/shops/${SHOP}/photos`, new FormData());
    expect(none.body).toMatchObject({ code: 'PHOTOS_MISSING' });
    const eleven = await owner.upload(
      `/shops/${SHOP}/photos`,
      photosForm(Array.from({ length: 11 }, () => ({ bytes: PNG }))),
    );
    expect(eleven.body).toMatchObject({ code: 'PHOTOS_TOO_MANY' });
    const twoLogos = await owner.upload(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: PNG }, { bytes: PNG }], 'logo'),
    );
    expect(twoLogos.body).toMatchObject({ code: 'PHOTOS_TOO_MANY' });
    const big = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooLarge = await owner.upload(`/shops/${SHOP}/photos`, photosForm([{ bytes: big }]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    const badRole = await owner.upload(
      `/shops/${SHOP}/photos`,
      photosForm([{ bytes: PNG }], 'banner'),
    );
    expect(badRole.status).toBe(400);
  });

  it("another owner can neither upload, reorder, delete nor read the shop's photo list", async () => {
    const upload = await otherOwner.upload(`/shops/${SHOP}/photos`, photosForm([{ bytes: PNG }]));
    expect(upload.status).toBe(404);
    const { body } = await owner.get<{ profile: { photos: ShopPhoto[] } }>(
      `/shops/${SHOP}/profile`,
    );
    const ids = body.data.profile.photos.map((p) => p.id);
    expect((await otherOwner.put(`/shops/${SHOP}/photos`, { order: ids })).status).toBe(404);
    expect((await otherOwner.del(`/shops/${SHOP}/photos/${ids[0]}`)).status).toBe(404);
  });

  it('reorders (the first gallery photo becomes the cover when none is set) and deletes', async () => {
    const { body } = await owner.get<{ profile: { photos: ShopPhoto[] } }>(
      `/shops/${SHOP}/profile`,
    );
    let photos = body.data.profile.photos;
    // drop the cover so the gallery's first photo is the cover
    const cover = photos.find((p) => p.role === 'cover')!;
    const deleted = await owner.del<{ photos: ShopPhoto[] }>(`/shops/${SHOP}/photos/${cover.id}`);
    expect(deleted.status).toBe(200);
    expect((await fetchBytes(cover.urls.large)).response.status).toBe(404);
    photos = deleted.body.data.photos;
    const reversed = [...photos].reverse().map((p) => p.id);
    const reordered = await owner.put<{ photos: ShopPhoto[] }>(`/shops/${SHOP}/photos`, {
      order: reversed,
    });
    expect(reordered.status).toBe(200);
    const gallery = reordered.body.data.photos.filter((p) => p.role === 'gallery');
    expect((await publicShop()).photos).toEqual(gallery.map((p) => p.urls.large));
    expect(gallery[0]!.id).toBe(reversed.find((id) => gallery.some((p) => p.id === id)));

    const missing = await owner.put(`/shops/${SHOP}/photos`, { order: reversed.slice(1) });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'PHOTO_ORDER_INVALID' });
    const unknown = await owner.del(`/shops/${SHOP}/photos/${'0'.repeat(24)}`);
    expect(unknown.status).toBe(404);
  });

  it('two uploads at once both land', async () => {
    const before = (await owner.get<{ profile: { photos: ShopPhoto[] } }>(`/shops/${SHOP}/profile`))
      .body.data.profile.photos;
    const [a, b] = await Promise.all([
      owner.upload<{ photos: ShopPhoto[] }>(`/shops/${SHOP}/photos`, photosForm([{ bytes: PNG }])),
      owner.upload<{ photos: ShopPhoto[] }>(
        `/shops/${SHOP}/photos`,
        photosForm([{ bytes: PNG }, { bytes: PNG }]),
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await owner.get<{ profile: { photos: ShopPhoto[] } }>(`/shops/${SHOP}/profile`))
      .body.data.profile.photos;
    expect(after).toHaveLength(before.length + 3);
    const shop = await publicShop();
    expect(shop.photos).toHaveLength(after.filter((p) => p.role !== 'logo').length);
    for (const photo of after.filter((p) => p.urls.large.includes('/api/shops/')))
      expect(await ShopPhotoModel.exists({ _id: photo.id })).toBeTruthy();
  });

  it('an upload racing a profile save keeps both the photo and the new name', async () => {
    const before = (await publicShop()).photos.length;
    const [upload, saved] = await Promise.all([
      owner.upload<{ photos: ShopPhoto[] }>(`/shops/${SHOP}/photos`, photosForm([{ bytes: PNG }])),
      owner.put(`/shops/${SHOP}`, { name: 'Aurora in corsa' }),
    ]);
    expect([upload.status, saved.status]).toEqual([200, 200]);
    const shop = await publicShop();
    expect(shop.name).toBe('Aurora in corsa');
    expect(shop.photos).toHaveLength(before + 1);
    expect(shop.photos).toContain(upload.body.data.photos.at(-1)!.urls.large);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isValidTimeZone,
  isValidWebsite,
  needsGeocoding,
  SHOP_PROFILE_ERRORS as E,
  shopProfileUpdateSchema,
} from '@/domain/shop-profile';
import {
  addPhotos,
  editorOrder,
  GALLERY_MAX,
  legacyPhotoList,
  publicPhotosOf,
  removePhoto,
  reorderPhotos,
  type PhotoEntry,
} from '@/domain/shop-photos';

const id = (n: number) => n.toString(16).padStart(24, '0');
const gallery = (...ns: number[]): PhotoEntry[] => ns.map((n) => ({ id: id(n), role: 'gallery' }));

async function errorsOf(body: unknown): Promise<Record<string, string>> {
  try {
    await shopProfileUpdateSchema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const item of (error as { inner: { path: string; message: string }[] }).inner)
      out[item.path] ??= item.message;
    return out;
  }
}

describe('shop profile schema', () => {
  it('a partial body is valid; a present field must be filled', async () => {
    expect(await errorsOf({ yearsOfExperience: 3 })).toEqual({});
    expect(await errorsOf({ name: ' ' })).toEqual({ name: E.nameRequired });
    expect(await errorsOf({ email: '' })).toEqual({ email: E.emailRequired });
  });

  it('a description needs 20 characters in at least one language', async () => {
    expect(await errorsOf({ description: { en: 'x'.repeat(19), it: 'y'.repeat(19) } })).toEqual({
      description: E.descriptionMin,
    });
    expect(
      await errorsOf({ description: { en: '', it: 'Un salone accogliente e luminoso.' } }),
    ).toEqual({});
  });

  it('a pin placed by the owner needs both coordinates', async () => {
    const location = { address: 'Via Roma 1', city: 'Roma', zipCode: '00100', pinnedByOwner: true };
    expect(await errorsOf({ location })).toEqual({ location: E.coordinatesInvalid });
    expect(await errorsOf({ location: { ...location, latitude: 41.9, longitude: 12.5 } })).toEqual(
      {},
    );
  });
});

describe('websites and time zones', () => {
  it.each([
    ['https://salone.example', true],
    ['http://salone.example/path?q=1', true],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['salone.example', false],
    ['https://sal one.example', false],
  ])('%s → %s', (url, valid) => expect(isValidWebsite(url)).toBe(valid));

  it('knows IANA names and refuses abbreviations and made-up zones', () => {
    expect(isValidTimeZone('Europe/Rome')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('CET')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('photo list rules', () => {
  it('adds to the gallery up to its maximum; a logo or cover replaces the one before', () => {
    const full = gallery(...Array.from({ length: GALLERY_MAX }, (_, n) => n));
    expect(addPhotos(full, [id(99)], 'gallery')).toEqual({ ok: false, code: 'PHOTO_LIMIT' });
    const withLogo = addPhotos(gallery(1), [id(7)], 'logo');
    expect(withLogo.ok && withLogo.value.replaced).toEqual([]);
    const list = withLogo.ok ? withLogo.value.list : [];
    const again = addPhotos(list, [id(8)], 'logo');
    expect(again.ok && again.value.replaced).toEqual([id(7)]);
    expect(again.ok && again.value.list.filter((p) => p.role === 'logo')).toEqual([
      { id: id(8), role: 'logo' },
    ]);
    expect(addPhotos([], [id(1), id(2)], 'cover')).toEqual({ ok: false, code: 'PHOTOS_TOO_MANY' });
  });

  it('a reorder names every photo once; a removal names a photo of the list', () => {
    const list = gallery(1, 2, 3);
    expect(reorderPhotos(list, [id(3), id(1), id(2)])).toEqual({
      ok: true,
      value: gallery(3, 1, 2),
    });
    expect(reorderPhotos(list, [id(3), id(1)])).toEqual({ ok: false, code: 'PHOTO_ORDER_INVALID' });
    expect(reorderPhotos(list, [id(3), id(3), id(1)])).toEqual({
      ok: false,
      code: 'PHOTO_ORDER_INVALID',
    });
    expect(removePhoto(list, id(9))).toEqual({ ok: false, code: 'PHOTO_NOT_FOUND' });
    expect(removePhoto(list, id(2))).toEqual({ ok: true, value: gallery(1, 3) });
  });

  it('customers see the cover first, else the first gallery photo; never the logo', () => {
    const list: PhotoEntry[] = [
      ...gallery(1, 2),
      { id: id(5), role: 'logo' },
      { id: id(6), role: 'cover' },
    ];
    const shown = publicPhotosOf('s', list);
    expect(shown.photos).toEqual([6, 1, 2].map((n) => `/api/shops/s/photos/${id(n)}-large.webp`));
    expect(shown.logo).toBe(`/api/shops/s/photos/${id(5)}-thumb.webp`);
    expect(publicPhotosOf('s', gallery(2, 1)).photos[0]).toContain(id(2));
    expect(editorOrder(list).map((p) => p.role)).toEqual(['logo', 'cover', 'gallery', 'gallery']);
  });

  it('pictures from before uploads keep their URL and get one id each', () => {
    const list = legacyPhotoList(['/a.jpg', '/b.jpg', '/a.jpg'], (url) => url.padEnd(24, '0'));
    expect(list).toHaveLength(2);
    expect(publicPhotosOf('s', list).photos).toEqual(['/a.jpg', '/b.jpg']);
  });
});

describe('geocoding and the audit trail', () => {
  const before = { address: 'Via Roma 1', city: 'Roma', zipCode: '00100', country: 'IT' };
  it('geocodes a changed address unless the owner placed the pin', () => {
    expect(needsGeocoding(before, { ...before, address: 'via roma 1 ' })).toBe(false);
    expect(needsGeocoding(before, { ...before, city: 'Milano' })).toBe(true);
    expect(needsGeocoding(before, { ...before, city: 'Milano', pinnedByOwner: true })).toBe(false);
  });

  it('lists only the fields that changed', () => {
    expect(changedFields({ name: 'A', phone: '1' }, { name: 'B', phone: '1' })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });
});

import { delay, http } from 'msw';
import { localizedTextOf, type StoredText } from '@/domain/localized-text';
import { SHOP_CATEGORY_OF_TYPE, type Shop } from '@/domain/shop';
import {
  shopProfileUpdateSchema,
  type ShopProfile,
  type ShopProfileUpdate,
} from '@/domain/shop-profile';
import {
  addPhotos,
  editorOrder,
  legacyPhotoList,
  photoOrderSchema,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_ROLES,
  publicPhotosOf,
  removePhoto,
  reorderPhotos,
  shopPhotoOf,
  type PhotoEntry,
  type PhotoRole,
} from '@/domain/shop-photos';
import { publicProfileOf } from '@/domain/shop-public-profile';
import { changeMockShop } from '../../data/shop-changes';
import { mockShopContent, recordMockDescription } from '../../data/shop-content';
import { shopCatalogue } from '../../data/shops';
import { failure } from '../failure';
import { ok, readJson } from '../profile';
import { validateBody } from '../validation';
import { isImage, randomImageId } from './image-files';
import { mockShopManager } from './shop-manager';

/**
 * The shop profile editor's endpoints (server/modules/shop-profile) over an in-memory store, through the same
 * src/domain rules: the schema, the photo list rules, the public photo order. Saved changes reach the mock
 * catalogue (search, details) as they reach the server's.
 */
type StoredProfile = Omit<ShopProfile, 'photos'> & { photoList: PhotoEntry[] };
const profiles = new Map<string, StoredProfile>();

/** A short deterministic hex id (24 characters, the server's id shape) for a URL the seed gave. */
function hexIdOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  let out = '';
  for (let round = 0; out.length < 24; round += 1) {
    for (const char of `${round}:${text}`) {
      a = Math.imul(a ^ char.charCodeAt(0), 0x01000193) >>> 0;
      b = Math.imul(b ^ a, 0x5bd1e995) >>> 0;
    }
    out += ((a ^ b) >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, 24);
}

/** Both languages, blank when missing, as the server answers (the editor has a tab for each). */
const bothLanguages = (text: StoredText) => {
  const known = localizedTextOf(text);
  return { en: known.en ?? '', it: known.it ?? '' };
};

function seededProfile(shop: Shop): StoredProfile {
  return {
    id: shop.id,
    name: shop.name,
    businessType: shop.businessType,
    description: bothLanguages(mockShopContent(shop).description),
    phone: shop.phone,
    email: shop.email,
    website: shop.profile.website ?? '',
    instagram: shop.profile.instagram ?? '',
    location: {
      address: shop.location.address,
      city: shop.location.city,
      state: shop.location.state ?? '',
      zipCode: shop.location.zipCode,
      country: shop.location.country,
      latitude: shop.location.latitude,
      longitude: shop.location.longitude,
      pinnedByOwner: false,
    },
    specialties: [...shop.profile.specialties],
    languages: [...shop.profile.languages],
    paymentMethods: [...shop.profile.paymentMethods],
    socialLinks: Object.fromEntries(
      Object.entries(shop.profile.socialLinks).filter(([, link]) => link !== null),
    ),
    timeZone: shop.timeZone,
    currency: 'EUR',
    certifications: [...shop.profile.certifications],
    awards: [...shop.profile.awards],
    yearsOfExperience: shop.profile.yearsOfExperience,
    updatedAt: shop.updatedAt,
    photoList: legacyPhotoList(shop.photos, hexIdOf),
  };
}

/** The shop this request may manage (the demo owner's shop, any shop for an admin), or the server's refusal. */
function managedProfile(request: Request, shopId: unknown): StoredProfile | Response {
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const user = mockShopManager(request, shopId, () => shop !== undefined);
  if (user instanceof Response) return user;
  if (!shop) return failure('SHOP_NOT_FOUND');
  let profile = profiles.get(shop.id);
  if (!profile) {
    profile = seededProfile(shop);
    profiles.set(shop.id, profile);
  }
  return profile;
}

const viewOf = ({ photoList, ...profile }: StoredProfile): ShopProfile => ({
  ...profile,
  photos: editorOrder(photoList).map((entry) => shopPhotoOf(profile.id, entry)),
});

/** What the catalogue shows of the profile (name, type, texts, address, photos, logo, the public profile). */
function publish(profile: StoredProfile): void {
  const { photos, logo } = publicPhotosOf(profile.id, profile.photoList);
  recordMockDescription(profile.id, profile.description);
  changeMockShop(profile.id, (shop) => ({
    ...shop,
    name: profile.name,
    businessType: profile.businessType,
    category: SHOP_CATEGORY_OF_TYPE[profile.businessType],
    description: profile.description.en || profile.description.it || '',
    phone: profile.phone,
    email: profile.email,
    location: {
      ...shop.location,
      address: profile.location.address,
      city: profile.location.city,
      zipCode: profile.location.zipCode,
      country: profile.location.country,
      latitude: profile.location.latitude,
      longitude: profile.location.longitude,
    },
    photos,
    logo,
    profile: publicProfileOf(profile),
    timeZone: profile.timeZone,
    updatedAt: profile.updatedAt,
  }));
}

/** The update on the stored profile; a new address keeps no coordinates unless pinned (mocks do not geocode). */
function applyUpdate(profile: StoredProfile, update: ShopProfileUpdate): boolean | null {
  let geocoded: boolean | null = null;
  const { location, description, instagram, email, socialLinks, ...rest } = update;
  Object.assign(
    profile,
    Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
  );
  if (description) profile.description = bothLanguages(description);
  if (instagram !== undefined) profile.instagram = instagram.trim().replace(/^@/, '');
  if (email !== undefined) profile.email = email.trim().toLowerCase();
  if (socialLinks)
    profile.socialLinks = Object.fromEntries(Object.entries(socialLinks).filter(([, v]) => v));
  if (location) {
    const pinned =
      location.pinnedByOwner === true &&
      typeof location.latitude === 'number' &&
      typeof location.longitude === 'number';
    const moved =
      location.address !== profile.location.address || location.city !== profile.location.city;
    profile.location = {
      address: location.address,
      city: location.city,
      state: location.state ?? profile.location.state,
      zipCode: location.zipCode,
      country: location.country ?? profile.location.country,
      latitude: pinned ? location.latitude! : moved ? null : profile.location.latitude,
      longitude: pinned ? location.longitude! : moved ? null : profile.location.longitude,
      pinnedByOwner: pinned,
    };
    geocoded = pinned || !moved ? null : false;
  }
  profile.updatedAt = new Date().toISOString();
  return geocoded;
}

const blobUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

export const shopProfileHandlers = [
  http.get('/api/shops/:id/profile', async ({ request, params }) => {
    await delay();
    const profile = managedProfile(request, params.id);
    if (profile instanceof Response) return profile;
    return ok({ profile: viewOf(profile) });
  }),

  http.put('/api/shops/:id', async ({ request, params }) => {
    await delay();
    const profile = managedProfile(request, params.id);
    if (profile instanceof Response) return profile;
    const result = await validateBody(shopProfileUpdateSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const geocoded = applyUpdate(profile, result.value);
    publish(profile);
    return ok({ shop: viewOf(profile), geocoded });
  }),

  http.post('/api/shops/:id/photos', async ({ request, params }) => {
    await delay();
    const profile = managedProfile(request, params.id);
    if (profile instanceof Response) return profile;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return failure('PHOTO_UPLOAD_MALFORMED');
    }
    const role = (form.get('role') ?? 'gallery') as PhotoRole;
    const files = form.getAll(PHOTO_FIELD).filter((v): v is File => typeof v !== 'string');
    if (files.length === 0) return failure('PHOTOS_MISSING');
    if (!(PHOTO_ROLES as readonly string[]).includes(role))
      return failure('VALIDATION_FAILED', { errors: { role: 'validation.invalidType' } });
    if (files.some((file) => file.size > PHOTO_MAX_BYTES)) return failure('PHOTO_TOO_LARGE');
    const early = addPhotos(
      profile.photoList,
      files.map(() => ''),
      role,
    );
    if (!early.ok) return failure(early.code);
    for (const file of files) if (!(await isImage(file))) return failure('PHOTO_INVALID_TYPE');
    const entries = files.map((file) => ({ id: randomImageId(), url: blobUrl(file) }));
    const added = addPhotos(
      profile.photoList,
      entries.map((e) => e.id),
      role,
    );
    if (!added.ok) return failure(added.code);
    const urls = new Map(entries.map((e) => [e.id, e.url]));
    profile.photoList = added.value.list.map((entry) =>
      urls.get(entry.id) ? { ...entry, url: urls.get(entry.id) } : entry,
    );
    publish(profile);
    return ok({ photos: viewOf(profile).photos });
  }),

  http.put('/api/shops/:id/photos', async ({ request, params }) => {
    await delay();
    const profile = managedProfile(request, params.id);
    if (profile instanceof Response) return profile;
    const result = await validateBody(photoOrderSchema, (await readJson(request)) ?? {});
    if (!result.ok) return result.response;
    const next = reorderPhotos(profile.photoList, result.value.order);
    if (!next.ok) return failure(next.code);
    profile.photoList = next.value;
    publish(profile);
    return ok({ photos: viewOf(profile).photos });
  }),

  http.delete('/api/shops/:id/photos/:photoId', async ({ request, params }) => {
    await delay();
    const profile = managedProfile(request, params.id);
    if (profile instanceof Response) return profile;
    const next = removePhoto(profile.photoList, String(params.photoId));
    if (!next.ok) return failure(next.code);
    profile.photoList = next.value;
    publish(profile);
    return ok({ photos: viewOf(profile).photos });
  }),
];

/** Back to the seeded profiles (tests, between cases). */
export function resetMockShopProfiles(): void {
  profiles.clear();
}

import { localizedTextOf, type StoredText } from '../../../src/domain/localized-text';
import { SHOP_CATEGORY_OF_TYPE, type BusinessType } from '../../../src/domain/shop';
import {
  changedFields,
  needsGeocoding,
  SOCIAL_NETWORKS,
  type PaymentMethod,
  type ShopProfile,
  type ShopProfileSaved,
  type ShopProfileUpdate,
  type SocialLinks,
} from '../../../src/domain/shop-profile';
import { ApiError } from '../../http/api-error';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import type { Geocoder } from '../geocoding/geocoder';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopChanges } from '../shop-admin/shop-changes';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import type { ShopPhotosService } from './shop-photos.service';

type StoredLocation = Partial<ShopProfile['location']> & { address?: string };

/** Both languages, blank when missing (the editor has a tab for each). */
const bothLanguages = (stored: StoredText) => {
  const text = localizedTextOf(stored);
  return { en: text.en ?? '', it: text.it ?? '' };
};

const socialLinksOf = (value: unknown): SocialLinks => {
  const stored = (value ?? {}) as Record<string, unknown>;
  const out: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = stored[network];
    if (typeof link === 'string' && link) out[network] = link;
  }
  return out;
};

/** The editable part of a shop document (both languages of the description), photos aside. */
export function profileFieldsOf(doc: ShopDoc): Omit<ShopProfile, 'photos'> {
  const location = (doc.location ?? {}) as StoredLocation;
  return {
    id: doc._id,
    name: doc.name,
    businessType: doc.businessType as BusinessType,
    description: bothLanguages(doc.description as StoredText),
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    website: doc.website ?? '',
    instagram: doc.instagram ?? '',
    location: {
      address: location.address ?? '',
      city: location.city ?? '',
      state: location.state ?? '',
      zipCode: location.zipCode ?? '',
      country: location.country ?? 'IT',
      latitude: location.latitude ?? null,
      longitude: location.longitude ?? null,
      pinnedByOwner: location.pinnedByOwner === true,
    },
    specialties: [...(doc.specialties ?? [])],
    languages: [...(doc.languages ?? [])],
    paymentMethods: [...(doc.paymentMethods ?? [])] as PaymentMethod[],
    socialLinks: socialLinksOf(doc.socialLinks),
    timeZone: doc.timeZone ?? 'Europe/Rome',
    currency: 'EUR',
    certifications: [...(doc.certifications ?? [])],
    awards: [...(doc.awards ?? [])],
    yearsOfExperience: doc.yearsOfExperience ?? null,
    updatedAt: (doc.updatedAt instanceof Date
      ? doc.updatedAt
      : new Date(doc.updatedAt ?? 0)
    ).toISOString(),
  };
}

export interface ShopProfileDeps {
  geocoder: Geocoder;
  changes: ShopChanges;
  photos: ShopPhotosService;
}

/** The saved location of an update, and whether a changed address was found (null: not looked up). */
async function locationOf(
  geocoder: Geocoder,
  before: ShopProfile['location'],
  after: NonNullable<ShopProfileUpdate['location']>,
): Promise<{ location: ShopProfile['location']; geocoded: boolean | null }> {
  const base = {
    address: after.address.trim(),
    city: after.city.trim(),
    state: (after.state ?? before.state).trim(),
    zipCode: after.zipCode.trim(),
    country: after.country ?? before.country,
  };
  if (
    after.pinnedByOwner &&
    typeof after.latitude === 'number' &&
    typeof after.longitude === 'number'
  )
    return {
      location: {
        ...base,
        latitude: after.latitude,
        longitude: after.longitude,
        pinnedByOwner: true,
      },
      geocoded: null,
    };
  const unpinned = { ...after, pinnedByOwner: false };
  // an owner who unpins without changing the address gets the address looked up again
  if (!needsGeocoding(before, unpinned) && !before.pinnedByOwner)
    return {
      location: {
        ...base,
        latitude: before.latitude,
        longitude: before.longitude,
        pinnedByOwner: false,
      },
      geocoded: null,
    };
  // the street first (a production geocoder knows it), then the city: the offline gazetteer knows places only
  const place =
    (await geocoder.search(`${base.address}, ${base.city}`, 1))[0] ??
    (await geocoder.search(base.city, 5)).find((p) => p.country === base.country) ??
    null;
  return {
    location: {
      ...base,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      pinnedByOwner: false,
    },
    geocoded: place !== null,
  };
}

/** The stored `$set` of an update: only the fields the body carries. */
function storedFieldsOf(update: ShopProfileUpdate): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const trimmed = (value: string | undefined) => value?.trim();
  if (update.name !== undefined) set.name = update.name.trim();
  if (update.businessType !== undefined) {
    set.businessType = update.businessType;
    set.category = SHOP_CATEGORY_OF_TYPE[update.businessType as BusinessType];
  }
  if (update.description !== undefined) set.description = localizedTextOf(update.description);
  if (update.phone !== undefined) set.phone = trimmed(update.phone);
  if (update.email !== undefined) set.email = update.email.trim().toLowerCase();
  if (update.website !== undefined) set.website = trimmed(update.website);
  if (update.instagram !== undefined) set.instagram = update.instagram.trim().replace(/^@/, '');
  for (const list of ['specialties', 'languages', 'certifications', 'awards'] as const)
    if (update[list] !== undefined) set[list] = update[list].map((item) => item.trim());
  if (update.paymentMethods !== undefined) set.paymentMethods = update.paymentMethods;
  if (update.socialLinks !== undefined) set.socialLinks = socialLinksOf(update.socialLinks);
  if (update.timeZone !== undefined) set.timeZone = update.timeZone;
  if (update.currency !== undefined) set.currency = update.currency;
  if (update.yearsOfExperience !== undefined) set.yearsOfExperience = update.yearsOfExperience;
  return set;
}

/** The shop profile editor's reads and writes. */
export function createShopProfileService(deps: ShopProfileDeps) {
  async function profileOf(shopId: string): Promise<ShopProfile> {
    const doc = await ShopModel.findById(shopId).lean<ShopDoc>();
    if (!doc) throw new ApiError('SHOP_NOT_FOUND');
    return { ...profileFieldsOf(doc), photos: await deps.photos.list(shopId) };
  }

  return {
    profileOf,

    /**
     * A partial update (only the fields present change). A changed address is geocoded unless the owner placed
     * the pin; a miss still saves and answers `geocoded: false`, with no coordinates, so the editor asks for the
     * pin. The public catalog and the audit trail learn of it before the answer.
     */
    async update(
      shop: ShopDoc,
      actor: ShopActor,
      update: ShopProfileUpdate,
    ): Promise<ShopProfileSaved> {
      const before = profileFieldsOf(shop);
      const set = storedFieldsOf(update);
      let geocoded: boolean | null = null;
      if (update.location) {
        const placed = await locationOf(deps.geocoder, before.location, update.location);
        set.location = placed.location;
        geocoded = placed.geocoded;
      }
      // FerretDB writes the whole document: the per-shop lock the team's writes take keeps this one from
      // putting back an older team (or losing this change to theirs)
      if (Object.keys(set).length > 0)
        await withShopWriteLock(shop._id, () =>
          ShopModel.updateOne({ _id: shop._id }, { $set: set }),
        );
      // the write above may have put back an older photo list (FerretDB writes whole documents)
      await deps.photos.settle(shop._id);
      const saved = await profileOf(shop._id);
      const { photos: _photos, updatedAt: _at, ...after } = saved;
      const changes = changedFields(
        before as unknown as Record<string, unknown>,
        Object.fromEntries(
          Object.entries(after).filter(
            ([field]) => field in set || (field === 'location' && 'location' in set),
          ),
        ),
      );
      if (changes.length > 0)
        await deps.changes.applied({
          shopId: shop._id,
          actor,
          section: 'profile',
          action: 'profile_updated',
          changes,
        });
      return { shop: saved, geocoded };
    },
  };
}

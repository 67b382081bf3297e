import type { AccountStatus, UserRole } from '../../../src/domain/auth';
import {
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_BOOKING_PREFS,
  DEFAULT_COMMUNICATION_PREFS,
  type AccountSettings,
  type PreferredService,
  type UserProfile,
} from '../../../src/domain/profile';
import { avatarUrlOf } from '../../models/avatar.model';

/** A user document as read with `.lean()`; older documents may lack fields added later, hence the optionals. */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  role: UserRole;
  status: AccountStatus;
  language?: string | null;
  avatarFile?: string | null;
  address?: string;
  city?: string;
  postalCode?: string;
  country?: string;
  state?: string;
  preferredServices?: string[];
  communicationPrefs?: Partial<UserProfile['communicationPrefs']>;
  bookingPrefs?: Partial<UserProfile['bookingPrefs']>;
  dateOfBirth?: string;
  allergies?: string[];
  medicalConditions?: string;
  emergencyContact?: { name?: string; phone?: string };
  businessType?: string;
  taxId?: string;
  description?: string;
  settings?: {
    notifications?: Partial<AccountSettings['notifications']>;
    privacy?: Partial<AccountSettings['privacy']>;
    timezone?: string;
  };
  deletedAt?: Date | null;
  createdAt: Date;
  updatedAt?: Date;
}

/** Shops (and admins, who run the marketplace) see the business fields; customers see the personal-care ones. */
export const hasShopFields = (role: UserRole): boolean => role !== 'customer';

/** GET/PUT /api/users/profile → data.user: only the fields that belong to the user's role. */
export function toUserProfile(user: UserRecord): UserProfile {
  const profile: UserProfile = {
    id: user._id,
    role: user.role,
    status: user.status,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    avatarUrl: avatarUrlOf(user.avatarFile),
    address: user.address ?? '',
    city: user.city ?? '',
    postalCode: user.postalCode ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    preferredServices: (user.preferredServices ?? []) as PreferredService[],
    communicationPrefs: { ...DEFAULT_COMMUNICATION_PREFS, ...pickDefined(user.communicationPrefs) },
    bookingPrefs: { ...DEFAULT_BOOKING_PREFS, ...pickDefined(user.bookingPrefs) },
    createdAt: new Date(user.createdAt).toISOString(),
  };
  if (hasShopFields(user.role)) {
    profile.businessType = (user.businessType ?? '') as UserProfile['businessType'];
    profile.taxId = user.taxId ?? '';
    profile.description = user.description ?? '';
  } else {
    profile.dateOfBirth = user.dateOfBirth ?? '';
    profile.allergies = user.allergies ?? [];
    profile.medicalConditions = user.medicalConditions ?? '';
    profile.emergencyContact = {
      name: user.emergencyContact?.name ?? '',
      phone: user.emergencyContact?.phone ?? '',
    };
  }
  return profile;
}

/** GET/PUT /api/users/profile/settings → data.settings; stored values over the defaults, language from the user. */
export function toAccountSettings(user: UserRecord): AccountSettings {
  return {
    notifications: {
      ...DEFAULT_ACCOUNT_SETTINGS.notifications,
      ...pickDefined(user.settings?.notifications),
    },
    privacy: { ...DEFAULT_ACCOUNT_SETTINGS.privacy, ...pickDefined(user.settings?.privacy) },
    language: (user.language ?? DEFAULT_ACCOUNT_SETTINGS.language) as AccountSettings['language'],
    timezone: (user.settings?.timezone ??
      DEFAULT_ACCOUNT_SETTINGS.timezone) as AccountSettings['timezone'],
  };
}

/** Everything stored on the user document, for "export my data" (all roles' fields, whatever the role). */
export function toProfileExport(user: UserRecord): Record<string, unknown> {
  const { _id, settings: _settings, avatarFile, deletedAt: _deletedAt, ...rest } = user;
  const stored = { ...rest } as Record<string, unknown>;
  // seedHash is an internal fingerprint of the demo seed input, not information about the person.
  delete stored.seedHash;
  // avatarVersion is the avatar's internal change counter, not information about the person
  delete stored.avatarVersion;
  return { id: _id, ...stored, avatarUrl: avatarUrlOf(avatarFile) };
}

function pickDefined<T extends object>(value: T | null | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== null),
  ) as Partial<T>;
}

/**
 * `{ a: 1, prefs: { sms: true } }` → `{ a: 1, 'prefs.sms': true }`, so a `$set` changes only the nested values
 * that were sent and keeps their siblings. Arrays are values, not objects to descend into.
 */
export function toDottedSet(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof item === 'object' && item !== null && !Array.isArray(item))
      Object.assign(set, toDottedSet(item as Record<string, unknown>, path));
    else set[path] = item;
  }
  return set;
}

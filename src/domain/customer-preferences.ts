import * as yup from 'yup';
import {
  PREFERRED_SERVICES,
  PREFERRED_TIMES,
  REMINDER_HOURS,
  type PreferredService,
  type ReminderHours,
} from './profile';

/**
 * A customer's preferences (spec 02 §3 "Customer preferences", §7 `GET/PUT /api/customer/preferences`): what
 * they like to book, how they hear from us, how their bookings are made, and what they share. Customers only,
 * always their own. The services, the channels email/sms/marketing and the reminder and time of day are the
 * same values the profile form edits (one stored copy); the rest exists only here.
 */

export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export interface CustomerPreferences {
  preferredServices: PreferredService[];
  communicationPrefs: { email: boolean; sms: boolean; marketing: boolean; reminders: boolean };
  bookingPrefs: {
    reminderTime: ReminderHours;
    preferredTime: PreferredTime;
    autoConfirm: boolean;
    /** quick rebook proposes the same person (true) or anyone free (false) */
    sameProvider: boolean;
  };
  privacySettings: {
    /**
     * The shops the customer books with may see their medical info (allergies, conditions, emergency contact) on
     * those bookings. Off by default: health data is shared only when the customer says so.
     */
    shareProfile: boolean;
    allowReviews: boolean;
    dataRetention: boolean;
  };
}

/** The spec's defaults (spec 02 §3). */
export const DEFAULT_CUSTOMER_PREFERENCES: CustomerPreferences = {
  preferredServices: [],
  communicationPrefs: { email: true, sms: false, marketing: false, reminders: true },
  bookingPrefs: {
    reminderTime: 24,
    preferredTime: 'anytime',
    autoConfirm: false,
    sameProvider: true,
  },
  privacySettings: { shareProfile: false, allowReviews: true, dataRetention: true },
};

/** The spec's texts of the preferences calls (spec 02 §5, §8): the envelope's messages and the client's failures. */
export const CUSTOMER_PREFERENCES_MESSAGES = {
  updated: 'Preferences updated',
  fetchFailed: 'Failed to fetch preferences',
  updateFailed: 'Failed to update preferences',
  loadFailed: 'Failed to load preferences',
  notLoaded: 'Customer preferences not loaded',
} as const;

const toggles = <K extends string>(keys: readonly K[]) =>
  yup
    .object(Object.fromEntries(keys.map((key) => [key, yup.boolean()])))
    .noUnknown()
    .default(undefined);

/**
 * PUT /api/customer/preferences: a partial of CustomerPreferences. Each group and each value in it may be left
 * out, and is then kept as stored (a screen that shows some toggles never resets the others).
 */
export const customerPreferencesUpdateSchema = yup
  .object({
    preferredServices: yup
      .array()
      .of(
        yup
          .string()
          .oneOf([...PREFERRED_SERVICES], 'validation.invalidType')
          .required('validation.invalidType'),
      )
      .max(PREFERRED_SERVICES.length, 'validation.tooMany')
      .test(
        'unique',
        'validation.duplicate',
        (list) => !list || new Set(list).size === list.length,
      ),
    communicationPrefs: toggles(['email', 'sms', 'marketing', 'reminders'] as const),
    bookingPrefs: yup
      .object({
        reminderTime: yup.number().oneOf([...REMINDER_HOURS], 'validation.invalidType'),
        preferredTime: yup.string().oneOf([...PREFERRED_TIMES], 'validation.invalidType'),
        autoConfirm: yup.boolean(),
        sameProvider: yup.boolean(),
      })
      .noUnknown()
      .default(undefined),
    privacySettings: toggles(['shareProfile', 'allowReviews', 'dataRetention'] as const),
  })
  .noUnknown();

/** What a PUT may carry (every part optional). */
export interface CustomerPreferencesUpdate {
  preferredServices?: PreferredService[];
  communicationPrefs?: Partial<CustomerPreferences['communicationPrefs']>;
  bookingPrefs?: Partial<CustomerPreferences['bookingPrefs']>;
  privacySettings?: Partial<CustomerPreferences['privacySettings']>;
}

/** Stored values (any of them missing in an older record) over the defaults, keeping only known ones. */
export interface StoredPreferences {
  preferredServices?: readonly string[] | null;
  communicationPrefs?: Partial<Record<string, unknown>> | null;
  bookingPrefs?: Partial<Record<string, unknown>> | null;
  privacySettings?: Partial<Record<string, unknown>> | null;
}

function pick<T extends object>(
  defaults: T,
  stored: Partial<Record<string, unknown>> | null | undefined,
): T {
  const out = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    const value = stored?.[key];
    if (value !== undefined && value !== null && typeof value === typeof out[key]) out[key] = value;
  }
  return out as T;
}

/** GET /api/customer/preferences → data.preferences: the stored values over the spec's defaults. */
export function preferencesOf(stored: StoredPreferences): CustomerPreferences {
  const defaults = DEFAULT_CUSTOMER_PREFERENCES;
  const services = (stored.preferredServices ?? []).filter((s): s is PreferredService =>
    (PREFERRED_SERVICES as readonly string[]).includes(s),
  );
  return {
    preferredServices: [...new Set(services)],
    communicationPrefs: pick(defaults.communicationPrefs, stored.communicationPrefs),
    bookingPrefs: pick(defaults.bookingPrefs, stored.bookingPrefs),
    privacySettings: pick(defaults.privacySettings, stored.privacySettings),
  };
}

const defined = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The preferences after a validated PUT: each value sent replaces the stored one, the rest stay. */
export function appliedPreferences(
  current: CustomerPreferences,
  update: CustomerPreferencesUpdate,
): CustomerPreferences {
  return {
    preferredServices: update.preferredServices
      ? [...update.preferredServices]
      : current.preferredServices,
    communicationPrefs: { ...current.communicationPrefs, ...defined(update.communicationPrefs) },
    bookingPrefs: { ...current.bookingPrefs, ...defined(update.bookingPrefs) },
    privacySettings: { ...current.privacySettings, ...defined(update.privacySettings) },
  };
}

/** GET/PUT /api/customer/preferences → data */
export interface CustomerPreferencesResult {
  preferences: CustomerPreferences;
}

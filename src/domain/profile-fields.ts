/**
 * The profile's options, field bounds, shapes and defaults (spec 02 §2.6), apart from its request schemas
 * (src/domain/profile.ts): the screens that only read a profile (the booking form's prefill) do not load the
 * validation library with them.
 */
import type { AccountStatus, UserRole } from './auth';

/** spec 02 §2.6 profile form options */
export const PROFILE_COUNTRIES = ['IT', 'US', 'GB', 'DE', 'FR', 'ES'] as const;
export const PREFERRED_SERVICES = [
  'haircut',
  'coloring',
  'styling',
  'manicure',
  'pedicure',
  'facial',
  'massage',
  'waxing',
] as const;
export type PreferredService = (typeof PREFERRED_SERVICES)[number];
/** Tag icon category of each preferred service. */
export const PREFERRED_SERVICE_CATEGORY: Record<
  PreferredService,
  'hair' | 'nails' | 'skincare' | 'wellness' | 'beauty'
> = {
  haircut: 'hair',
  coloring: 'hair',
  styling: 'hair',
  manicure: 'nails',
  pedicure: 'nails',
  facial: 'skincare',
  massage: 'wellness',
  waxing: 'beauty',
};
export const REMINDER_HOURS = [24, 12, 6, 2] as const;
export type ReminderHours = (typeof REMINDER_HOURS)[number];
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
/** The profile's business-type select (spec 02 §2.6); '' = unselected. */
export const PROFILE_BUSINESS_TYPES = [
  'salon',
  'barbershop',
  'spa',
  'nails',
  'beauty_center',
] as const;
export const PROFILE_TIMEZONES = [
  'Europe/Rome',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
] as const;
export const MAX_TAGS = 30;
export const TAG_MAX = 60;
export const TEXT_MAX = 2000;
/** Avatar uploads: content checked by magic bytes on the server. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Larger images are refused (issue 11): decoding one costs seconds of CPU and hundreds of MB of memory. */
export const AVATAR_MAX_PIXELS = 40_000_000;

export interface CommunicationPrefs {
  email: boolean;
  sms: boolean;
  marketing: boolean;
}
export interface BookingPrefs {
  reminderTime: ReminderHours;
  preferredTime: (typeof PREFERRED_TIMES)[number];
}
export interface EmergencyContact {
  name: string;
  phone: string;
}

/** GET/PUT /api/users/profile → data.user. Customer-only and shop-only fields are absent for other roles. */
export interface UserProfile {
  id: string;
  role: UserRole;
  status: AccountStatus;
  name: string;
  email: string;
  phone: string;
  avatarUrl: string | null;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state: string;
  preferredServices: PreferredService[];
  communicationPrefs: CommunicationPrefs;
  bookingPrefs: BookingPrefs;
  /** customers only (ISO date YYYY-MM-DD or '') */
  dateOfBirth?: string;
  allergies?: string[];
  medicalConditions?: string;
  emergencyContact?: EmergencyContact;
  /** shops only */
  businessType?: '' | (typeof PROFILE_BUSINESS_TYPES)[number];
  taxId?: string;
  description?: string;
  createdAt: string;
}

/** Account settings (spec 02 §3 "Account settings"): GET/PUT /api/users/profile/settings → data.settings. */
export interface AccountSettings {
  notifications: {
    bookingConfirmations: boolean;
    promotions: boolean;
    reminders: boolean;
    /** shops only */
    newBookings: boolean;
  };
  privacy: { profileVisible: boolean; showEmail: boolean; showPhone: boolean };
  language: 'en' | 'it';
  timezone: (typeof PROFILE_TIMEZONES)[number];
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  notifications: {
    bookingConfirmations: true,
    promotions: false,
    reminders: true,
    newBookings: true,
  },
  privacy: { profileVisible: true, showEmail: false, showPhone: false },
  language: 'en',
  timezone: 'Europe/Rome',
};
export const DEFAULT_COMMUNICATION_PREFS: CommunicationPrefs = {
  email: true,
  sms: false,
  marketing: false,
};
export const DEFAULT_BOOKING_PREFS: BookingPrefs = { reminderTime: 24, preferredTime: 'anytime' };

import * as yup from 'yup';
import { FIELD_MAX, type UserRole } from './auth';
import { bookingActorFor } from './booking-access';
import { allow, refuse, type Decision } from './decision';
import { LIMITS } from './limits';
import { phoneField } from './phone';
import { MAX_TAGS, TAG_MAX, TEXT_MAX, type EmergencyContact } from './profile';

/**
 * A customer's medical info (spec 02 §3 "Medical info", §7 `GET/PUT /api/customer/medical-info`): allergies,
 * conditions and an emergency contact, the same values the profile's health section edits, with the time of the
 * last change through this call. The customer reads and changes their own; a shop sees it only on the
 * customer's bookings with that shop, and only when the customer shares it (privacySettings.shareProfile).
 */

export interface MedicalInfo {
  allergies: string[];
  medicalConditions: string;
  emergencyContact: EmergencyContact;
  /** ISO time of the last PUT; null until the first */
  lastUpdated: string | null;
}

export const EMPTY_MEDICAL_INFO: MedicalInfo = {
  allergies: [],
  medicalConditions: '',
  emergencyContact: { name: '', phone: '' },
  lastUpdated: null,
};

export const MEDICAL_INFO_MESSAGES = {
  updated: 'Medical information updated',
  fetchFailed: 'Failed to fetch medical information',
  updateFailed: 'Failed to update medical information',
  loadFailed: 'Failed to load medical information',
  notLoaded: 'Allergies information not loaded',
} as const;

/**
 * PUT /api/customer/medical-info: a partial (what is left out is kept). The spec's client sends the time of its
 * change as `lastUpdated`; it is accepted and ignored: the server stamps its own time, so no client can
 * backdate or postdate the record.
 */
export const medicalInfoUpdateSchema = yup
  .object({
    allergies: yup
      .array()
      .of(yup.string().trim().required('validation.required').max(TAG_MAX, 'validation.tooLong'))
      .max(MAX_TAGS, 'validation.tooMany')
      .test(
        'unique',
        'validation.duplicate',
        (list) => !list || new Set(list.map((v) => v.trim().toLowerCase())).size === list.length,
      ),
    medicalConditions: yup.string().trim().max(TEXT_MAX, 'validation.tooLong'),
    emergencyContact: yup
      .object({
        name: yup.string().trim().max(FIELD_MAX.name, 'validation.tooLong'),
        phone: phoneField('phoneInvalid'),
      })
      .noUnknown()
      .default(undefined),
    lastUpdated: yup.string().max(LIMITS.token + 8, 'validation.tooLong'),
  })
  .noUnknown();

export interface MedicalInfoUpdate {
  allergies?: string[];
  medicalConditions?: string;
  emergencyContact?: Partial<EmergencyContact>;
  lastUpdated?: string;
}

/** Stored values (any missing in an older record). */
export interface StoredMedicalInfo {
  allergies?: readonly string[] | null;
  medicalConditions?: string | null;
  emergencyContact?: { name?: string | null; phone?: string | null } | null;
  lastUpdated?: Date | string | null;
}

/** GET /api/customer/medical-info → data.medicalInfo */
export function medicalInfoOf(stored: StoredMedicalInfo): MedicalInfo {
  const at = stored.lastUpdated ? new Date(stored.lastUpdated) : null;
  return {
    allergies: [...(stored.allergies ?? [])],
    medicalConditions: stored.medicalConditions ?? '',
    emergencyContact: {
      name: stored.emergencyContact?.name ?? '',
      phone: stored.emergencyContact?.phone ?? '',
    },
    lastUpdated: at && !Number.isNaN(at.getTime()) ? at.toISOString() : null,
  };
}

/** The medical info after a validated PUT at `at` (the mocks' store; the server writes the same fields). */
export function appliedMedicalInfo(
  current: MedicalInfo,
  update: MedicalInfoUpdate,
  at: Date,
): MedicalInfo {
  return {
    allergies: update.allergies ? [...update.allergies] : current.allergies,
    medicalConditions: update.medicalConditions ?? current.medicalConditions,
    emergencyContact: {
      name: update.emergencyContact?.name ?? current.emergencyContact.name,
      phone: update.emergencyContact?.phone ?? current.emergencyContact.phone,
    },
    lastUpdated: at.toISOString(),
  };
}

/** GET /api/shops/{id}/bookings/{bookingId}/medical-info → data */
export interface ShopMedicalInfo {
  /** false when the customer does not share it (or has no account: a walk-in contact) */
  shared: boolean;
  medicalInfo: MedicalInfo | null;
}

/**
 * Whether this caller may ask for the medical info on this booking of `shopId`: the shop's owner or an admin, for a
 * booking at that very shop. Anyone else, and a booking of another shop, gets the same 404 as a booking that
 * does not exist (ids cannot be probed; another shop's customers stay out of reach).
 */
export function medicalInfoAccess(
  caller: { userId: string; role: UserRole },
  booking: { customerId: string; shopId: string } | null,
  shopId: string,
  shopOwnerId: string | null,
): Decision<true> {
  if (!booking || booking.shopId !== shopId) return refuse('BOOKING_NOT_FOUND');
  const actor = bookingActorFor(caller, booking, shopOwnerId);
  return actor === 'shop' || actor === 'admin' ? allow(true) : refuse('BOOKING_NOT_FOUND');
}

/** What the shop is shown: the info when the customer shares it, else nothing. */
export function shopViewOfMedicalInfo(info: MedicalInfo | null, shared: boolean): ShopMedicalInfo {
  return shared && info
    ? { shared: true, medicalInfo: info }
    : { shared: false, medicalInfo: null };
}

/** GET/PUT /api/customer/medical-info → data */
export interface MedicalInfoResult {
  medicalInfo: MedicalInfo;
}

import { yupToFormErrors, type FormikErrors } from 'formik';
import * as yup from 'yup';
import type { UserRole } from '@/domain/auth';
import type {
  CustomerPreferences,
  CustomerPreferencesUpdate,
  PreferredTime,
} from '@/domain/customer-preferences';
import type { MedicalInfo, MedicalInfoUpdate } from '@/domain/medical-info';
import {
  DEFAULT_BOOKING_PREFS,
  DEFAULT_COMMUNICATION_PREFS,
  profileSchemaFor,
  type CustomerProfileUpdate,
  type ReminderHours,
  type ShopProfileUpdate,
  type UserProfile,
} from '@/domain/profile';

/** The personal-info form's values: every field a string, list or toggle, for both roles. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state: string;
  preferredServices: string[];
  communicationPrefs: { email: boolean; sms: boolean; marketing: boolean };
  bookingPrefs: { reminderTime: number; preferredTime: string };
  dateOfBirth: string;
  allergies: string[];
  medicalConditions: string;
  emergencyContact: { name: string; phone: string };
  businessType: string;
  taxId: string;
  description: string;
  /** asked only while the email differs from the saved one; never stored in the form's saved values */
  currentPassword: string;
  /** customers: the shops they book with may see the health section (privacySettings.shareProfile) */
  shareMedicalInfo: boolean;
}

/**
 * A customer's preferences and medical info as their own calls serve them (GET /api/customer/preferences and
 * /api/customer/medical-info): the profile page loads and saves the preferences and health sections through
 * them.
 */
export interface CustomerCare {
  preferences: CustomerPreferences;
  medicalInfo: MedicalInfo;
}

/** The email field differs from the saved address (as the server compares them: trimmed, lower case). */
export const emailChanged = (values: Pick<ProfileFormValues, 'email'>, savedEmail: string) =>
  values.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();

export const isCustomerRole = (role: UserRole) => role === 'customer';

/** The form's values from the profile, and for a customer from their preferences and medical info when given. */
export function profileToValues(
  profile: UserProfile,
  care?: CustomerCare | null,
): ProfileFormValues {
  const values = profileOnlyValues(profile);
  if (!care) return values;
  const { preferences, medicalInfo } = care;
  const { email, sms, marketing } = preferences.communicationPrefs;
  const { reminderTime, preferredTime } = preferences.bookingPrefs;
  return {
    ...values,
    preferredServices: [...preferences.preferredServices],
    communicationPrefs: { email, sms, marketing },
    bookingPrefs: { reminderTime, preferredTime },
    allergies: [...medicalInfo.allergies],
    medicalConditions: medicalInfo.medicalConditions,
    emergencyContact: { ...medicalInfo.emergencyContact },
    shareMedicalInfo: preferences.privacySettings.shareProfile,
  };
}

function profileOnlyValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country ?? '',
    state: profile.state ?? '',
    preferredServices: [...(profile.preferredServices ?? [])],
    communicationPrefs: { ...DEFAULT_COMMUNICATION_PREFS, ...profile.communicationPrefs },
    bookingPrefs: { ...DEFAULT_BOOKING_PREFS, ...profile.bookingPrefs },
    dateOfBirth: profile.dateOfBirth ?? '',
    allergies: [...(profile.allergies ?? [])],
    medicalConditions: profile.medicalConditions ?? '',
    emergencyContact: { name: '', phone: '', ...profile.emergencyContact },
    businessType: profile.businessType ?? '',
    taxId: profile.taxId ?? '',
    description: profile.description ?? '',
    currentPassword: '',
    shareMedicalInfo: false,
  };
}

/**
 * What PUT /api/users/profile accepts from this role: only its own fields (others are refused), plus the
 * current password when the email changes (the server requires it then, and only then).
 */
export function valuesToPayload(
  values: ProfileFormValues,
  role: UserRole,
  savedEmail: string,
): CustomerProfileUpdate | ShopProfileUpdate {
  const proof =
    emailChanged(values, savedEmail) && values.currentPassword
      ? { currentPassword: values.currentPassword }
      : {};
  const common = {
    ...proof,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country,
    state: values.state.trim(),
    preferredServices: values.preferredServices,
    communicationPrefs: values.communicationPrefs,
    bookingPrefs: values.bookingPrefs,
  };
  if (isCustomerRole(role)) {
    return {
      ...common,
      dateOfBirth: values.dateOfBirth,
      allergies: values.allergies,
      medicalConditions: values.medicalConditions.trim(),
      emergencyContact: {
        name: values.emergencyContact.name.trim(),
        phone: values.emergencyContact.phone.trim(),
      },
    } as CustomerProfileUpdate;
  }
  return {
    ...common,
    businessType: values.businessType,
    taxId: values.taxId.trim(),
    description: values.description.trim(),
  } as ShopProfileUpdate;
}

/** What a customer's save sends to PUT /api/users/profile when the care sections go to their own calls. */
export function withoutCareFields(payload: CustomerProfileUpdate): CustomerProfileUpdate {
  const {
    preferredServices: _services,
    communicationPrefs: _communication,
    bookingPrefs: _booking,
    allergies: _allergies,
    medicalConditions: _conditions,
    emergencyContact: _contact,
    ...rest
  } = payload;
  // the schema's inferred type lists the groups as present; the server takes each as optional (default undefined)
  return rest as CustomerProfileUpdate;
}

/** The preferences and health sections as PUT /api/customer/preferences and /medical-info take them. */
export function valuesToCare(values: ProfileFormValues): {
  preferences: CustomerPreferencesUpdate;
  medicalInfo: MedicalInfoUpdate;
} {
  return {
    preferences: {
      preferredServices: values.preferredServices as CustomerPreferencesUpdate['preferredServices'],
      communicationPrefs: { ...values.communicationPrefs },
      bookingPrefs: {
        reminderTime: values.bookingPrefs.reminderTime as ReminderHours,
        preferredTime: values.bookingPrefs.preferredTime as PreferredTime,
      },
      privacySettings: { shareProfile: values.shareMedicalInfo },
    },
    medicalInfo: {
      allergies: [...values.allergies],
      medicalConditions: values.medicalConditions.trim(),
      emergencyContact: {
        name: values.emergencyContact.name.trim(),
        phone: values.emergencyContact.phone.trim(),
      },
    },
  };
}

/** Formik validation with the role's shared schema (the same one the server applies); errors are message ids. */
export async function validateProfile(
  values: ProfileFormValues,
  role: UserRole,
  savedEmail: string,
): Promise<FormikErrors<ProfileFormValues>> {
  try {
    await profileSchemaFor(role).validate(valuesToPayload(values, role, savedEmail), {
      abortEarly: false,
    });
    return {};
  } catch (error) {
    if (error instanceof yup.ValidationError) return yupToFormErrors(error);
    throw error;
  }
}

/** Every field marked touched (Save validates and shows all). */
export function allTouched(values: ProfileFormValues) {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v).map((n) => [n, true]))
        : true,
    ]),
  );
}

import * as yup from 'yup';
import { EMAIL_PATTERN, FIELD_MAX, strongPassword, type UserRole } from './auth';
import { NAME_MIN, SUPPORTED_LOCALES } from './constants';
import { LIMITS } from './limits';
import { phoneField } from './phone';
import {
  PROFILE_COUNTRIES,
  PREFERRED_SERVICES,
  REMINDER_HOURS,
  PREFERRED_TIMES,
  PROFILE_BUSINESS_TYPES,
  PROFILE_TIMEZONES,
  MAX_TAGS,
  TAG_MAX,
  TEXT_MAX,
} from './profile-fields';

export * from './profile-fields';

const shortText = (max = 120) => yup.string().trim().max(max, 'validation.tooLong');
const phone = (requiredKey: string | null) =>
  requiredKey ? phoneField('phoneInvalid').required(requiredKey) : phoneField('phoneInvalid');
const tagList = <T extends string>(allowed?: readonly T[]) =>
  yup
    .array()
    .of(
      allowed
        ? yup
            .string()
            .oneOf([...allowed], 'validation.invalidType')
            .required()
        : yup.string().trim().required('validation.invalidType').max(TAG_MAX, 'validation.tooLong'),
    )
    .max(MAX_TAGS, 'validation.tooMany')
    .test(
      'unique',
      'validation.duplicate',
      (list) => !list || new Set(list.map((v) => String(v).toLowerCase())).size === list.length,
    );

/** Fields every role may set (spec 02 §3 "Profile form" rules). */
const commonProfileFields = {
  name: yup
    .string()
    .trim()
    .required('nameRequired')
    .min(NAME_MIN, 'nameMinLength')
    .max(FIELD_MAX.name, 'validation.tooLong'),
  email: yup
    .string()
    .trim()
    .required('emailRequired')
    .max(FIELD_MAX.email, 'emailInvalid')
    .matches(EMAIL_PATTERN, 'emailInvalid'),
  phone: phone('phoneRequired'),
  /**
   * Required by the server only when `email` changes (the account's password proves it is the owner asking,
   * not whoever holds a token); accounts without a password need a recent sign-in instead.
   */
  currentPassword: yup.string().max(FIELD_MAX.password, 'currentPasswordRequired').optional(),
  address: shortText(200),
  city: shortText(),
  postalCode: shortText(20),
  country: yup.string().oneOf(['', ...PROFILE_COUNTRIES], 'validation.invalidType'),
  state: shortText(),
  preferredServices: tagList(PREFERRED_SERVICES),
  communicationPrefs: yup
    .object({ email: yup.boolean(), sms: yup.boolean(), marketing: yup.boolean() })
    .noUnknown()
    .default(undefined),
  bookingPrefs: yup
    .object({
      reminderTime: yup.number().oneOf([...REMINDER_HOURS], 'validation.invalidType'),
      preferredTime: yup.string().oneOf([...PREFERRED_TIMES], 'validation.invalidType'),
    })
    .noUnknown()
    .default(undefined),
};

/** PUT /api/users/profile for a customer: common fields + date of birth, allergies, medical conditions, emergency contact. */
export const customerProfileSchema = yup
  .object({
    ...commonProfileFields,
    dateOfBirth: yup
      .string()
      .trim()
      .max(LIMITS.token, 'validation.invalidDate')
      .test('date', 'validation.invalidDate', (v) => {
        if (!v) return true;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
        const date = new Date(`${v}T00:00:00Z`);
        return (
          !Number.isNaN(date.getTime()) &&
          date.toISOString().startsWith(v) &&
          date.getTime() < Date.now()
        );
      }),
    allergies: tagList(),
    medicalConditions: shortText(TEXT_MAX),
    emergencyContact: yup
      .object({ name: shortText(FIELD_MAX.name), phone: phone(null) })
      .noUnknown()
      .default(undefined),
  })
  .noUnknown();

/** PUT /api/users/profile for a shop owner (and admin): common fields + business type, tax id, description. */
export const shopProfileSchema = yup
  .object({
    ...commonProfileFields,
    businessType: yup.string().oneOf(['', ...PROFILE_BUSINESS_TYPES], 'validation.invalidType'),
    taxId: shortText(32),
    description: shortText(TEXT_MAX),
  })
  .noUnknown();

export type CustomerProfileUpdate = yup.InferType<typeof customerProfileSchema>;
export type ShopProfileUpdate = yup.InferType<typeof shopProfileSchema>;

export function profileSchemaFor(role: UserRole) {
  return role === 'customer' ? customerProfileSchema : shopProfileSchema;
}

/** PUT /api/users/profile/password (spec 02 §3 "Change password"). */
export const changePasswordSchema = yup
  .object({
    currentPassword: yup
      .string()
      .required('currentPasswordRequired')
      .max(FIELD_MAX.password, 'currentPasswordRequired'),
    newPassword: strongPassword('newPasswordRequired').test(
      'different',
      'passwordSameAsCurrent',
      (value, context) =>
        !value || value !== (context.parent as { currentPassword?: string }).currentPassword,
    ),
  })
  .noUnknown();
export type ChangePasswordPayload = yup.InferType<typeof changePasswordSchema>;

/** The form adds the confirmation; the API receives currentPassword and newPassword. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required('confirmPasswordRequired')
    .max(FIELD_MAX.password, 'passwordMismatch')
    .oneOf([yup.ref('newPassword')], 'passwordMismatch'),
});

/** PUT /api/users/profile/settings: a partial of AccountSettings. */
export const settingsUpdateSchema = yup
  .object({
    notifications: yup
      .object({
        bookingConfirmations: yup.boolean(),
        promotions: yup.boolean(),
        reminders: yup.boolean(),
        newBookings: yup.boolean(),
      })
      .noUnknown()
      .default(undefined),
    privacy: yup
      .object({ profileVisible: yup.boolean(), showEmail: yup.boolean(), showPhone: yup.boolean() })
      .noUnknown()
      .default(undefined),
    language: yup.string().oneOf([...SUPPORTED_LOCALES], 'validation.invalidType'),
    timezone: yup.string().oneOf([...PROFILE_TIMEZONES], 'validation.invalidType'),
  })
  .noUnknown();
export type SettingsUpdate = yup.InferType<typeof settingsUpdateSchema>;

/**
 * The field errors of a settings update this role may not make, or null: only shop owners hear of new bookings,
 * so a customer's `notifications.newBookings` is a field that does not exist for them (server and mocks alike).
 */
export function settingsUpdateErrors(
  role: UserRole,
  update: Pick<SettingsUpdate, 'notifications'>,
): Record<string, string> | null {
  if (role === 'customer' && update.notifications?.newBookings !== undefined)
    return { 'notifications.newBookings': 'validation.unknownField' };
  return null;
}

/** POST /api/customer/export-data → data */
export interface DataExport {
  filename: string;
  data: Record<string, unknown>;
}

/** API texts for the profile area (spec 02 §8 "Profile"). */
/** POST /api/customer/export-data: JSON is the only format there is. */
export const exportRequestSchema = yup
  .object({ format: yup.string().oneOf(['json'], 'validation.invalidType') })
  .noUnknown();

export { PROFILE_MESSAGES } from './api-messages';

/** An account without a password changes its email only this soon after signing in (issue 11). */
export const EMAIL_CHANGE_RECENT_SIGN_IN_MS = 5 * 60 * 1000;
